# syntax=docker/dockerfile:1

# The Salone API. The image also carries the built web app, so one container of it serves
# the whole product on its own (as `npm start` does); docker-compose.yml serves the web app
# from the `web` image instead and sends only /api here.
#
#   docker build -f docker/backend.Dockerfile -t salone-backend .

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------
# build: every dependency, then the API and the three web apps through Nx.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
# The manifests first, so the dependency layer is reused until one of them changes. Every
# workspace is listed: npm ci checks the lock against all of them.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY libs/api-client/package.json libs/api-client/
COPY libs/booking-rules/package.json libs/booking-rules/
COPY libs/build-config/package.json libs/build-config/
COPY libs/format/package.json libs/format/
COPY libs/host/package.json libs/host/
COPY libs/i18n/package.json libs/i18n/
COPY libs/partner-sdk/package.json libs/partner-sdk/
COPY libs/remotes/package.json libs/remotes/
COPY libs/router/package.json libs/router/
COPY libs/ui/package.json libs/ui/
COPY frontend-shell/package.json frontend-shell/
COPY frontend-booking/package.json frontend-booking/
COPY frontend-planner/package.json frontend-planner/
COPY frontend-partner/package.json frontend-partner/
# No install scripts: the build's native tools (swc, nx) ship prebuilt binaries.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# Source maps stay in this stage: the web app's are never served.
RUN npx nx run-many -t build --projects=tag:app --outputStyle=static \
  && find frontend-shell/dist frontend-booking/dist frontend-planner/dist frontend-partner/dist \
     -name '*.map' -delete

# ---------------------------------------------------------------------------------------
# prod-deps: the backend's production dependencies alone, at the versions of the lock. The
# root manifest is cut down to the backend workspace and the library it runs with, so npm
# leaves out the web apps' and the tooling's packages (npm ci --workspace keeps many of them).
# Nothing is compiled: @node-rs/argon2 ships a prebuilt binary per platform
# (docs/decisions/passwords-with-node-rs-argon2.md).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY libs/booking-rules/package.json libs/booking-rules/
RUN npm pkg delete workspaces devDependencies \
  && npm pkg set 'workspaces[0]=backend' 'workspaces[1]=libs/booking-rules' \
  && npm install --omit=dev --ignore-scripts --no-audit --no-fund \
  && mkdir -p backend/node_modules

# ---------------------------------------------------------------------------------------
# runtime: those dependencies, the compiled API (migrations and the sample catalogue are
# compiled into backend/dist) and the booking rules it imports, its media, and the built web app.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# Every interface of the container: only the ports published reach it.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/backend/node_modules backend/node_modules
COPY backend/package.json backend/
COPY backend/assets backend/assets
COPY --from=build /app/backend/dist backend/dist
COPY libs/booking-rules/package.json libs/booking-rules/
COPY --from=build /app/libs/booking-rules/dist libs/booking-rules/dist
COPY --from=build /app/frontend-shell/dist frontend-shell/dist
COPY --from=build /app/frontend-booking/dist frontend-booking/dist
# The server builds that render the public pages (docs/decisions/server-rendering-public-pages.md).
COPY --from=build /app/frontend-shell/dist-server frontend-shell/dist-server
COPY --from=build /app/frontend-booking/dist-server frontend-booking/dist-server
COPY --from=build /app/frontend-planner/dist frontend-planner/dist
COPY --from=build /app/frontend-planner/dist-server frontend-planner/dist-server
COPY --from=build /app/frontend-partner/dist frontend-partner/dist
# Without DATABASE_URL the embedded database keeps its data in backend/.data (mount a volume
# there); the unprivileged user must be able to write it.
RUN mkdir -p backend/.data && chown node:node backend/.data
USER node
EXPOSE 3000
# Ready: the process answers and its database does (503 from the start of a shutdown).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (no shell in between): it drains and closes within 15 s.
STOPSIGNAL SIGTERM
CMD ["node", "backend/dist/main.js"]
