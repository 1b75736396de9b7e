# One image for both processes: the api (which serves the built web app) and the worker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
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
CMD ["node", "--import", "tsx", "bin/start.ts"]
