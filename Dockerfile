# Porchlight: the compiled server and the built widget, run as a non-root user.
#   docker build -t porchlight .
#   docker run -p 8787:8787 -v porchlight-data:/data porchlight
# docker-compose.yml runs two instances on PostgreSQL behind nginx.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# npm run build: the widget into dist/widget and the server into dist/server.
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data \
    SEED_DEMO=0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/demo ./demo
COPY --from=build /app/bin ./bin
# The demo's picture, where the seed looks for it (server/demo beside package.json).
COPY --from=build /app/server/demo/assistant-avatar.png ./server/demo/assistant-avatar.png
# The admin CLI as a command on PATH: docker exec CONTAINER porchlight create-workspace --name NAME
RUN ln -s /app/bin/porchlight.js /usr/local/bin/porchlight && mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8787
# Healthy while the server answers and its database does (/healthz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets requests and streams in flight finish (see README, "More than one server").
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
