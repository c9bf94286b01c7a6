import { readdir, readFile, readlink } from 'node:fs/promises';

/** A process and every process below it, from /proc (the `repute` launcher may run the app in a child). */
export async function processTree(pid: number): Promise<number[]> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(Number);
  const below = await Promise.all(children.map(processTree));
  return [pid, ...below.flat()];
}

/** SIGKILL to a process and all below it: a machine losing its power, not a stop. */
export async function killTree(pid: number): Promise<void> {
  for (const each of await processTree(pid)) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** The socket inode of this machine's TCP connection whose local end is 127.0.0.1:`port`, from /proc/net/tcp. */
async function socketInode(port: number): Promise<string | undefined> {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of (await readFile('/proc/net/tcp', 'utf8')).split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === local) return fields[9];
  }
  return undefined;
}

/** Whether one of these processes holds the TCP connection whose local end is 127.0.0.1:`port`. */
export async function holdsConnection(pids: number[], port: number): Promise<boolean> {
  const inode = await socketInode(port);
  if (!inode) return false;
  for (const pid of pids) {
    const descriptors = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const descriptor of descriptors) {
      if ((await readlink(`/proc/${pid}/fd/${descriptor}`).catch(() => '')) === `socket:[${inode}]`) return true;
    }
  }
  return false;
}
