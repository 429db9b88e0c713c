import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/**
 * A zip archive written while it is read (fflate's streaming Zip): entries one after another, stored files passed
 * through as they come from storage (PDFs, Word files and images are compressed already), texts deflated. Each entry
 * waits until the reader has taken what was written (backpressure), so a large archive never sits in memory. No Zip64:
 * an archive stays under 4 GiB (a customer's uploads are limited to a few megabytes each).
 */
export class ZipStream {
  /** What the archive's reader reads: the HTTP response's body. */
  readonly output = new PassThrough();
  private readonly zip = new Zip((err, chunk, final) => {
    if (err) return void this.output.destroy(err);
    if (this.output.destroyed) return;
    this.output.write(chunk);
    if (final) this.output.end();
  });

  /** The reader went away (the download was cancelled): nothing more is worth writing. */
  get closed(): boolean {
    return this.output.destroyed;
  }

  addText(name: string, text: string, mtime = new Date()): Promise<void> {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = mtime;
    this.zip.add(entry);
    entry.push(strToU8(text), true);
    return this.drained();
  }

  addBytes(name: string, bytes: Uint8Array, mtime = new Date()): Promise<void> {
    const entry = new ZipPassThrough(name);
    entry.mtime = mtime;
    this.zip.add(entry);
    entry.push(bytes, true);
    return this.drained();
  }

  /** Copies a stream into the archive chunk by chunk; a source that fails ends the archive with its error. */
  async addStream(name: string, source: Readable, mtime = new Date()): Promise<void> {
    const entry = new ZipPassThrough(name);
    entry.mtime = mtime;
    this.zip.add(entry);
    try {
      for await (const chunk of source) {
        entry.push(chunk as Uint8Array);
        await this.drained();
        if (this.closed) return;
      }
    } finally {
      source.destroy();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the central directory and ends the output. */
  end(): void {
    if (!this.closed) this.zip.end();
  }

  /** Ends the output with an error: the reader sees a broken download rather than a truncated archive that opens. */
  fail(err: Error): void {
    this.output.destroy(err);
  }

  private drained(): Promise<void> {
    if (this.closed || !this.output.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.output.off('drain', done);
        this.output.off('close', done);
        resolve();
      };
      this.output.on('drain', done);
      this.output.on('close', done);
    });
  }
}
