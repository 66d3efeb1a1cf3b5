# Souq Bayti: one process serves the API, the photos and the built app (README "Running in production").
# docker build -t souq-bayti .
# docker run -d -p 3000:3000 -v souq-data:/data -e ADMIN_EMAIL=you@example.jo -e ADMIN_PASSWORD='a long secret' souq-bayti

# ---- build: every dependency, then the app (dist/, dist-server/) and the compiled server (dist-api/) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies only: no React, three, Vite or TypeScript loader ----
FROM build AS deps
RUN npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- run: compiled JavaScript as the unprivileged `node` user ----
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    DEMO_DATA=0
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/dist-api ./dist-api
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node is PID 1 with no npm wrapper, so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "--enable-source-maps", "dist-api/server.js"]
