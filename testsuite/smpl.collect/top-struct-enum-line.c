/* MODE_OLD goes, MODE_SLOW becomes MODE_NEW, on one line.
 */
enum mode { MODE_OFF, MODE_OLD, MODE_SLOW, MODE_FAST };

int is_off(enum mode m)
{
	return m == MODE_OFF;
}
