// Makes the home page's hero video (issue 20): a calm loop through four of the demo
// content's scenes, one per business (a residence in Dakar, an airport terminal, an open
// pit, a port at dusk), each slowly drawing nearer, then dissolving into the next, the last
// one back into the first so that the loop has no seam. The scenes are the demo pictures'
// own SVG drawings (scripts/demo-pictures), rendered frame by frame at the video's size
// with a moving viewBox: librsvg draws each frame exactly, so the motion does not judder
// as a zoom over a bitmap does. Written in WebM (VP9) and MP4 (H.264) with the first frame
// as the poster (WebP), which carries the hero alone until the video plays, or without it.
//
// The files are committed under public/media/, so `npm start` needs nothing more; run this
// again only to change them. Needs ffmpeg (Debian: apt-get install ffmpeg).
// Run: npm run make:hero-video
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { HERO_VIDEO } from "../domain/hero-video.ts";
import { DEMO_PICTURE_CATALOGUE } from "./demo-pictures/catalogue.ts";

const PUBLIC_DIR = path.join(import.meta.dirname, "..", "public");
const fileOf = (url: string) => path.join(PUBLIC_DIR, url);
/** Issue 7: the loop stays under 1.5 MB in each format (visitors on mobile data). */
const MAX_BYTES = 1.5 * 1024 * 1024;

/** The scenes, in order: the first is also the poster. */
const SCENES = ["realisation-01-1", "realisation-03-3", "realisation-06-3", "realisation-12-3"];
const FPS = 24;
/** Each scene's time on screen, its dissolve into the next included. */
const SCENE_SECONDS = 5;
const DISSOLVE_SECONDS = 1;
/** How much nearer a scene is at its end than at its start. */
const ZOOM = 1.08;

/** The demo pictures are drawn 1024×683 (3:2); the video shows a 16:9 band of them. */
const PICTURE = { width: 1024, height: 683 };

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

/** The scene's SVG, seen through a 16:9 window `zoom` times nearer its centre. */
function framed(svg: string, zoom: number): string {
  const width = PICTURE.width / zoom;
  const height = (width * HERO_VIDEO.height) / HERO_VIDEO.width;
  const x = (PICTURE.width - width) / 2;
  // A little below the middle: the scenes' ground and horizon carry them.
  const y = (PICTURE.height - height) * 0.6;
  return svg.replace(
    /<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_VIDEO.width}" height="${HERO_VIDEO.height}" viewBox="${x} ${y} ${width} ${height}" preserveAspectRatio="xMidYMid slice">`,
  );
}

const work = mkdtempSync(path.join(tmpdir(), "hero-video-"));
try {
  const frames = SCENE_SECONDS * FPS;
  const clips: string[] = [];
  for (const name of SCENES) {
    const entry = DEMO_PICTURE_CATALOGUE.find((picture) => picture.name === name);
    if (!entry) throw new Error(`${name} n'est pas dans le catalogue des images de démonstration`);
    const svg = entry.svg();
    const folder = path.join(work, name);
    mkdirSync(folder);
    for (let frame = 0; frame < frames; frame += 1) {
      // Eased, so each scene starts and ends its approach gently.
      const t = frame / (frames - 1);
      const eased = t * t * (3 - 2 * t);
      const zoom = 1 + (ZOOM - 1) * eased;
      const png = await sharp(Buffer.from(framed(svg, zoom)))
        .png({ compressionLevel: 0 })
        .toBuffer();
      writeFileSync(path.join(folder, `${String(frame).padStart(4, "0")}.png`), png);
    }
    clips.push(folder);
    console.log(`${name}: ${frames} images`);
  }
  // The first scene's first frame, held for the last dissolve: the loop ends where it starts.
  const closing = path.join(work, "closing");
  mkdirSync(closing);
  for (let frame = 0; frame < DISSOLVE_SECONDS * FPS; frame += 1) {
    const first = path.join(clips[0] as string, "0000.png");
    writeFileSync(
      path.join(closing, `${String(frame).padStart(4, "0")}.png`),
      await sharp(first).toBuffer(),
    );
  }
  const sequences = [...clips, closing];

  // Each scene dissolves into the next, DISSOLVE_SECONDS before its end.
  const inputs = sequences.flatMap((folder) => [
    ...["-framerate", String(FPS), "-i", path.join(folder, "%04d.png")],
  ]);
  const steps: string[] = [];
  let previous = "[0:v]";
  let offset = 0;
  for (let index = 1; index < sequences.length; index += 1) {
    offset += SCENE_SECONDS - DISSOLVE_SECONDS;
    const label = index === sequences.length - 1 ? "[joined]" : `[x${index}]`;
    steps.push(
      `${previous}[${index}:v]xfade=transition=fade:duration=${DISSOLVE_SECONDS}:offset=${offset}${label}`,
    );
    previous = label;
  }
  // The held frame's last image equals the first: drop it, so the loop does not pause.
  const seconds = offset + DISSOLVE_SECONDS - 1 / FPS;
  steps.push(`[joined]trim=duration=${seconds},format=yuv420p[video]`);

  const mp4 = fileOf(HERO_VIDEO.mp4);
  const webm = fileOf(HERO_VIDEO.webm);
  ffmpeg([
    ...inputs,
    ...["-filter_complex", steps.join(";"), "-map", "[video]", "-an"],
    ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "26", "-tune", "animation"],
    ...["-movflags", "+faststart", mp4],
  ]);
  ffmpeg([
    ...inputs,
    ...["-filter_complex", steps.join(";"), "-map", "[video]", "-an"],
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "36", "-row-mt", "1", webm],
  ]);
  await sharp(path.join(clips[0] as string, "0000.png"))
    .webp({ quality: 75 })
    .toFile(fileOf(HERO_VIDEO.poster));

  for (const url of [HERO_VIDEO.mp4, HERO_VIDEO.webm, HERO_VIDEO.poster]) {
    const bytes = statSync(fileOf(url)).size;
    console.log(`${url.padEnd(28)} ${(bytes / 1024).toFixed(0).padStart(6)} Ko`);
    if (bytes > MAX_BYTES) throw new Error(`${url} dépasse 1,5 Mo`);
  }
  console.log(`${seconds.toFixed(2)} s, ${FPS} images par seconde`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
