/** A user error: printed as one line on stderr, exit code 2 (engine issue §3). */
export class UsageError extends Error {}
