// A run meant for a time zone must really be in it: Node takes TZ from the environment of the process.
const wanted = process.env.TZ;
const actual = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (wanted && actual !== wanted && !(wanted === 'UTC' && actual === 'Etc/UTC'))
  throw new Error(`The tests were to run in the time zone ${wanted}, they run in ${actual}`);
