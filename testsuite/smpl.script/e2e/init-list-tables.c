typedef unsigned char u8;
enum { REG_CTRL, REG_TEMP, REG_MAX };
#define INVALID 0xff
static u8 bq27000_regs[REG_MAX] = {
	[REG_CTRL] = 0x00,
	[REG_TEMP] = 0x06,
};
static u8 bq27010_regs[REG_MAX] = {
	[REG_CTRL] = 0x00,
	[REG_TEMP] = 0x06,
};
static u8 bq27500_regs[REG_MAX] = {
	[REG_CTRL] = 0x00,
	[REG_TEMP] = INVALID,
};
