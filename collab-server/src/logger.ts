/** Where the server writes its lines; tests pass their own to keep output quiet and inspect it. */
export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

export const consoleLogger: Logger = {
  info: (line) => console.log(line),
  error: (line) => console.error(line),
};

/** An error's message for a log line. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
