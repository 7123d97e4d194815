// Generates the demo space's short video clip once (`npx tsx scripts/demo-video.ts`): Chromium draws a few
// seconds of an animated canvas in the shop's colours and records it with MediaRecorder as WebM (VP8). The clip
// is committed under demo/media/ and copied to dist/client/demo-media/ by the build.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium';

const OUT = 'demo/media/clip.webm';
const SECONDS = 4;

async function main(): Promise<void> {
  const { executablePath, args } = await findChromium();
  const browser = await chromium.launch({ executablePath, args });
  const page = await browser.newPage();
  await page.setContent('<canvas width="640" height="360"></canvas>');
  // Plain browser JavaScript as text: the script's own compiler would add helpers the page does not have.
  const base64 = await page.evaluate<string>(`(async (seconds) => {
    const canvas = document.querySelector('canvas');
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 350_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const start = performance.now();
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      const gradient = context.createLinearGradient(0, 0, 640, 360);
      gradient.addColorStop(0, '#fbf7f2');
      gradient.addColorStop(1, '#f2d9de');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 640, 360);
      // A framed picture turning slowly, as on a wall.
      context.save();
      context.translate(320, 180);
      context.rotate(Math.sin(t * 1.5) * 0.08);
      context.fillStyle = '#2b2a33';
      context.fillRect(-130, -90, 260, 180);
      context.fillStyle = '#6f8f7a';
      context.fillRect(-118, -78, 236, 156);
      context.fillStyle = '#c0405a';
      context.beginPath();
      context.arc(-40 + Math.sin(t * 2) * 30, -10, 34, 0, Math.PI * 2);
      context.fill();
      context.restore();
      if (t < seconds) requestAnimationFrame(draw);
      else recorder.stop();
    };
    recorder.start();
    draw();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  })(${SECONDS})`);
  await browser.close();
  const clip = Buffer.from(base64, 'base64');
  await writeFile(OUT, clip);
  console.info(`wrote ${OUT}: ${(clip.length / 1024).toFixed(0)} KiB`);
}

await main();
