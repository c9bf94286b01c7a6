/**
 * A fixed-offset zone (Etc/GMT...) whose wall clock shows `hour` o'clock now: tests of SMS quiet hours pick a
 * zone where it is the middle of the day, or the middle of the night, whatever the machine's clock says.
 */
export function zoneWhereItIs(hour: number, now = new Date()): string {
  let ahead = hour - now.getUTCHours();
  if (ahead > 14) ahead -= 24;
  if (ahead < -12) ahead += 24;
  // POSIX-style names count the other way: Etc/GMT-9 is nine hours ahead of UTC.
  return ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}
