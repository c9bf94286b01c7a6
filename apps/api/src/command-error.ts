/** A mistake of the person running a command: main prints the message alone, no stack. */
export class CommandError extends Error {}
