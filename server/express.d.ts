// express and compression ship no types of their own (nor is @types/express a dependency): what
// server/ uses of them, declared here.
declare module "express" {
  import type { IncomingMessage, Server, ServerResponse } from "node:http";

  export interface Request extends IncomingMessage {
    /** The URL's path, without the query. */
    path: string;
    originalUrl: string;
    protocol: string;
    get(header: string): string | undefined;
    /** The first of `encodings` that Accept-Encoding takes, best first by its weights; false for none. */
    acceptsEncodings(...encodings: string[]): string | false;
  }
  export interface Response extends ServerResponse {
    locals: Record<string, unknown>;
    status(code: number): this;
    append(header: string, value: string): this;
  }
  export type NextFunction = (error?: unknown) => void;
  export type RequestHandler = (req: Request, res: Response, next: NextFunction) => void;

  export interface Application {
    disable(setting: string): this;
    set(setting: string, value: unknown): this;
    use(...handlers: RequestHandler[]): this;
    use(path: string, ...handlers: RequestHandler[]): this;
    all(path: string, ...handlers: RequestHandler[]): this;
    listen(port: number, callback?: () => void): Server;
  }
  interface Express {
    (): Application;
    static(root: string, options?: { immutable?: boolean; maxAge?: string | number }): RequestHandler;
  }
  const express: Express;
  export default express;
}

declare module "compression" {
  import type { RequestHandler } from "express";

  export default function compression(): RequestHandler;
}
