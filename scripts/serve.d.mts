export type ServerOptions = {
  /** Directory to serve; default 'dist'. */
  root?: string;
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; default '127.0.0.1'. */
  host?: string;
};

export type RunningServer = {
  /** Base URL with the actual host and port, ending in '/'. */
  url: string;
  port: number;
  close: () => Promise<void>;
};

export function startServer(options?: ServerOptions): Promise<RunningServer>;
