# Build stage: the compilers better-sqlite3 needs, every dependency, the build (the Remix build,
# the server and the database scripts, compiled to JavaScript); then the development dependencies
# are pruned away.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Applied to node_modules by npm install (patch-package, decision 025).
COPY patches ./patches
RUN npm install
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: production dependencies (Litestream's binary among them, from
# @flydotio/litestream: the server runs it when a replica is configured) and the build (with the
# database tools in build/cli/), no compilers and no TypeScript. The entrypoint prepares the /data
# volume as root, then runs the server as the "node" user.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_PATH=/data/app.db \
    UPLOADS_DIR=/data/uploads
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY scripts/docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
EXPOSE 3000
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["node", "build/server.js"]
