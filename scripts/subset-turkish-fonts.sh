#!/usr/bin/env bash
# Makes apps/web/src/app/fonts/roboto-turkish-*.woff2: the six Turkish letters of Roboto's
# latin-ext files (Ğğ İı Şş), so a Turkish page loads 4 KB a weight instead of 15 KB
# (issue 18; the files are committed, so neither the build nor a start needs this).
# Run it again after upgrading @fontsource/roboto. Needs fontTools with brotli (Debian:
# apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
from=node_modules/@fontsource/roboto/files
to=apps/web/src/app/fonts
for weight in 400 500 700; do
  /usr/bin/python3 -m fontTools.subset "$from/roboto-latin-ext-$weight-normal.woff2" \
    --unicodes=U+011E-011F,U+0130-0131,U+015E-015F --layout-features='*' --flavor=woff2 \
    --output-file="$to/roboto-turkish-$weight-normal.woff2"
done
ls -l "$to"/roboto-turkish-*.woff2
