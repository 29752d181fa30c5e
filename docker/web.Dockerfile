# syntax=docker/dockerfile:1

# The Salone web app: the shell at / and each remote at /remotes/<name>/, served by an
# unprivileged nginx with the API's cache rules and security headers (docker/nginx/web.conf).
#
#   docker build -f docker/web.Dockerfile -t salone-web .

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.30-alpine

# ---------------------------------------------------------------------------------------
# build: the shell and the remotes through Nx (the libraries they import are built with them).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
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
# Source maps are for error reports, never served: they are left in this stage.
RUN npx nx run-many -t build --projects=tag:frontend --outputStyle=static \
  && find frontend-shell/dist frontend-booking/dist frontend-planner/dist frontend-partner/dist \
     -name '*.map' -delete

# ---------------------------------------------------------------------------------------
# runtime: static files only. nginx runs as the image's unprivileged user on port 8080.
FROM ${NGINX_IMAGE} AS runtime
COPY docker/nginx/security-headers.conf /etc/nginx/salone/security-headers.conf
COPY docker/nginx/web.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend-shell/dist /srv/salone/shell
COPY --from=build /app/frontend-booking/dist /srv/salone/remotes/booking
COPY --from=build /app/frontend-planner/dist /srv/salone/remotes/planner
COPY --from=build /app/frontend-partner/dist /srv/salone/remotes/partner
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
