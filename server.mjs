// The production server: Express serving the Remix build, so that routes can see the client's
// socket address (for per-client rate limits). `npm start` runs it; `npm run dev` uses remix dev.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import * as build from "./build/index.js";

const app = express();
app.disable("x-powered-by");
app.use(compression());
// Fingerprinted assets never change; everything else in public/ may.
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: build.mode,
    getLoadContext: (req) => ({ clientAddress: req.socket.remoteAddress }),
  }),
);

const port = Number(process.env.PORT) || 3000;
app.listen(port, () => console.log(`Keystone Talent listening on http://localhost:${port}`));
