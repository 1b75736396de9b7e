# One image for both processes: the api (which serves the built web app) and the worker.
# Node.js 24 (LTS), pinned to a minor; both stages use the same base so native modules match.
ARG NODE_IMAGE=node:24.11-bookworm-slim

# ---- build: every dependency (Vite, Tailwind, the browser-only packages), then the web app
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies only (browser-only packages are devDependencies,
# see docs/decisions.md), the server code, the built web app; runs as the unprivileged `node`
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json tsconfig.base.json ./
COPY core core
COPY db db
COPY search search
COPY storage storage
COPY api api
COPY worker worker
COPY bin bin
COPY --from=build /app/web/dist web/dist
RUN mkdir -p data/objects && chown node:node data/objects
USER node
EXPOSE 3000
# bin/start.ts prepares the database (migrate, first import, index) under a lock, then runs the
# processes; compose runs the api and the worker as separate services with --no-worker/--no-api.
# It passes SIGTERM on and waits for a graceful stop (the worker's jobs: up to 60 s).
CMD ["node", "--import", "tsx", "bin/start.ts"]
