#!/usr/bin/env bash
# Installs, with apt-get, the system packages Cabinet and its test run need when they are missing:
# Chromium for the e2e suite, the PostgreSQL server binaries for the PostgreSQL test run, and the
# OCR that reads scanned documents (Tesseract with Arabic and French; poppler-utils' pdftoppm
# draws a PDF's pages for it; the tests draw their text with DejaVu). Idempotent and silent when
# everything is present.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v tesseract >/dev/null || missing+=(tesseract-ocr)
compgen -G '/usr/share/tesseract-ocr/*/tessdata/ara.traineddata' >/dev/null || missing+=(tesseract-ocr-ara)
compgen -G '/usr/share/tesseract-ocr/*/tessdata/fra.traineddata' >/dev/null || missing+=(tesseract-ocr-fra)
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
# The tests draw Arabic and French text into the images they read by OCR with this font.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)

[ ${#missing[@]} -eq 0 ] && exit 0

echo "ensure-system-deps: installing ${missing[*]}"
if ! command -v apt-get >/dev/null; then
  echo "ensure-system-deps: apt-get not found; install ${missing[*]} with your package manager" >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "ensure-system-deps: not root and no sudo; install ${missing[*]} as root" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
echo "ensure-system-deps: installed ${missing[*]}"
