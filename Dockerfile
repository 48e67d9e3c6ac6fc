# syntax=docker/dockerfile:1
#
# Kickoff's image (docs/operations.md "The image and compose"): the compiled server (apps/server/dist/server.js) and
# the built web app, on Node 20, with only the server's production packages, run as the unprivileged `node` user.
#
#   docker build -t kickoff .          (or: podman build -t kickoff .)
#   docker run -p 3000:3000 -v kickoff-data:/data kickoff
#
# Without DATABASE_URL the server keeps PGlite, uploads and its generated secret under /data (a volume); compose.yaml
# runs it on PostgreSQL and Redis behind Caddy. NODE_IMAGE may name a mirror of the same Node 20 Debian image.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- the workspaces' manifests, the start of both stages below ----------------------------------------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/mobile/package.json apps/mobile/
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY e2e/package.json e2e/

# --- build: every workspace's packages, then `npm run build` (web app, then the server bundle) ---------------------
FROM manifests AS build
# Install scripts stay off: every native part (esbuild, sharp, the web build's bundler) ships as a prebuilt package.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# --- production packages of the server only (no web, mobile, test or build tools) ---------------------------------
FROM manifests AS packages
COPY deploy/prune-packages.mjs /tmp/
# The server's own versions where they differ from the root's land in apps/server/node_modules (made in any case, for
# the COPY below).
RUN npm ci --omit=dev --workspace=@kickoff/server --ignore-scripts --no-audit --no-fund \
  && node /tmp/prune-packages.mjs \
  && mkdir -p apps/server/node_modules \
  && npm cache clean --force

# --- the image ----------------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY --from=packages /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=packages /app/package.json ./package.json
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The bundle finds the migrations next to where packages/db's sources were (apps/server/build.mjs).
COPY --from=build /app/packages/db/migrations ./packages/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: /api/healthz answers 200 while the process serves (readiness, with the database: /api/readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1: server.ts shuts down on SIGTERM (closes the listener, the pool, the job worker).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "--max-old-space-size=256", "apps/server/dist/server.js"]
