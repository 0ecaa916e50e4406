# The `chamber` CLI as an image, for the lab's Indexed Job (deploy/job.yaml, deploy/README.md).
# `docker build -t star-chamber:latest .` then `docker run --rm star-chamber:latest odds --accuracy -1 --shots 3 --json`:
# the arguments after the image are chamber's (ENTRYPOINT below).
FROM node:24-slim

WORKDIR /app
ENV NODE_ENV=production

# Dependencies first, from the lock, so a source change does not reinstall them. The CLI runs its
# TypeScript through tsx, which is why tsx is a dependency, not a devDependency; the app's
# build and test tools (vite, vitest, playwright-core) stay out of the image.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# What the CLI reads: its sources and tsconfig.json (tsx takes its settings from it).
COPY tsconfig.json ./
COPY src ./src

# Not root. The lab's worker threads load a bundle written once to the temp folder
# (src/lab/worker-bundle.ts), so /tmp must stay writable; reports go where --report says
# (the Job mounts a volume at /lab).
USER node

# One process (no npm, no tsx child process): signals reach chamber itself.
ENTRYPOINT ["node", "--import", "tsx", "src/cli/main.ts"]
CMD ["--help"]
