// Makes the home page's hero video: a short, calm, abstract loop in the brand's blues (no
// footage, no rights to clear), in WebM (VP9) and MP4 (H.264), with its poster in WebP.
// The files are committed under public/media/, so `npm start` needs nothing more; run this
// again only to change them. Needs ffmpeg (Debian: apt-get install ffmpeg).
// Run: npm run make:hero-video
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { HERO_VIDEO } from "../domain/hero-video.ts";

const PUBLIC_DIR = path.join(import.meta.dirname, "..", "public");
const fileOf = (url: string) => path.join(PUBLIC_DIR, url);
/** Issue 7: the loop stays under 1.5 MB in each format (visitors on mobile data). */
const MAX_BYTES = 1.5 * 1024 * 1024;
const SECONDS = 8;

// Waves whose every period divides SECONDS: the last frame leads back into the first.
const wave = `(0.5+0.5*sin(X/70+2*PI*T/${SECONDS})*cos(Y/55-2*PI*T/${SECONDS}))`;
const glint = `pow(0.5+0.5*sin((X+Y)/120-2*PI*T/${SECONDS / 2}),8)`;
const FILTER = [
  "format=rgb24",
  `geq=r='8+22*pow(${wave},3)+40*${glint}':g='40+45*${wave}+22*${glint}':b='66+80*${wave}'`,
  // Drawn small, then scaled and blurred: soft light, and few bits to encode.
  "scale=1280:720:flags=bicubic",
  "gblur=sigma=6",
  "format=yuv420p",
].join(",");

function ffmpeg(args: string[]) {
  try {
    execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
      stdio: "inherit",
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("ffmpeg est introuvable : installez-le (Debian : apt-get install ffmpeg).");
    }
    throw error;
  }
}

const work = mkdtempSync(path.join(tmpdir(), "hero-video-"));
try {
  const mp4 = fileOf(HERO_VIDEO.mp4);
  const webm = fileOf(HERO_VIDEO.webm);
  const frame = path.join(work, "poster.png");
  ffmpeg([
    ...["-f", "lavfi", "-i", `color=c=black:s=480x270:r=24:d=${SECONDS}`],
    ...["-vf", FILTER, "-an"],
    ...["-c:v", "libx264", "-preset", "slow", "-crf", "28", "-movflags", "+faststart", mp4],
  ]);
  ffmpeg(["-i", mp4, "-an", "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-row-mt", "1", webm]);
  ffmpeg(["-i", mp4, "-frames:v", "1", frame]);
  await sharp(frame).webp({ quality: 70 }).toFile(fileOf(HERO_VIDEO.poster));

  for (const url of [HERO_VIDEO.mp4, HERO_VIDEO.webm, HERO_VIDEO.poster]) {
    const bytes = statSync(fileOf(url)).size;
    console.log(`${url.padEnd(28)} ${(bytes / 1024).toFixed(0).padStart(6)} Ko`);
    if (bytes > MAX_BYTES) throw new Error(`${url} dépasse 1,5 Mo`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
