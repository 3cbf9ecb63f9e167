# Graha: one image with the three binaries (graha-api, graha-worker, graha-scheduler).
FROM rust:1.95-bookworm AS build
RUN apt-get update && apt-get install -y --no-install-recommends libclang-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN cargo build --release --bins --locked

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates fonts-noto-core curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 graha
COPY --from=build /src/target/release/graha-api /src/target/release/graha-worker /src/target/release/graha-scheduler /usr/local/bin/
USER graha
WORKDIR /home/graha
ENV GRAHA_LISTEN=0.0.0.0:8080
EXPOSE 8080
CMD ["graha-api"]
