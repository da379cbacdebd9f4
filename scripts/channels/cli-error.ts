/** A refusal the channels CLI prints as one short line (exit code 1; UsageError: 2). */
export class CliError extends Error {}
export class UsageError extends Error {}
