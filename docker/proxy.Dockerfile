# syntax=docker/dockerfile:1

# The reverse proxy of docker-compose.yml: /api/ to the backend replicas, the rest to the web
# image (docker/nginx/proxy.conf). Its configuration is baked in, so the stack runs the same
# on a remote Docker host as on this one.
#
#   docker build -f docker/proxy.Dockerfile -t salone-proxy .

ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.30-alpine

FROM ${NGINX_IMAGE} AS runtime
COPY docker/nginx/proxy.conf /etc/nginx/conf.d/default.conf
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
