package io.opencab.ui.sound;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * Plays synthesized cues on the default audio line, from one daemon thread so the JavaFX thread
 * never blocks. Without an audio line (a CI machine, a cabinet without sound) it stays silent and
 * logs one note: the only thing in the kiosk that fails soft, because sound is not part of any
 * amount or rule (docs/ui.md, "Sound").
 */
public final class LineSound implements Sound {
    private static final System.Logger LOG = System.getLogger(LineSound.class.getName());
    private static final AudioFormat FORMAT = new AudioFormat(ToneSynth.RATE, 16, 1, true, false);

    private final BlockingQueue<Cue> queue = new ArrayBlockingQueue<>(16);
    private final SourceDataLine line;
    private final Thread player;
    private volatile int volume;
    private volatile boolean muted;
    private volatile boolean closed;

    private LineSound(SourceDataLine line, int volume) {
        this.line = line;
        this.volume = volume;
        this.player = Thread.ofPlatform().daemon().name("kiosk-sound").unstarted(this::run);
        if (line != null) {
            player.start();
        }
    }

    /** The default line, or silence (with one logged note) when there is none. */
    public static LineSound open(int volume) {
        try {
            SourceDataLine l = AudioSystem.getSourceDataLine(FORMAT);
            l.open(FORMAT, (int) (ToneSynth.RATE * 2 * 0.1));
            l.start();
            return new LineSound(l, volume);
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            // A PC or a board without a sound card: the kiosk plays silently; the reason is one plain line.
            LOG.log(System.Logger.Level.INFO, "kiosk sound off: this machine has no audio output for "
                + (int) FORMAT.getSampleRate() + " Hz " + FORMAT.getSampleSizeInBits() + "-bit mono sound"
                + (e.getMessage() == null || e instanceof IllegalArgumentException ? "" : " (" + e.getMessage() + ")"));
            return new LineSound(null, volume);
        }
    }

    /** True when a line is open (false: silent). */
    public boolean audible() {
        return line != null;
    }

    @Override
    public void play(Cue cue) {
        if (line != null && !muted && volume > 0 && !closed) {
            queue.offer(cue); // a full queue drops the cue rather than lag behind the screen
        }
    }

    @Override
    public void volume(int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("volume must be 0..100, got " + percent);
        }
        volume = percent;
    }

    @Override
    public void muted(boolean m) {
        muted = m;
    }

    private void run() {
        try {
            while (!closed) {
                Cue c = queue.take();
                byte[] pcm = ToneSynth.pcm(c, volume);
                line.write(pcm, 0, pcm.length);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        closed = true;
        player.interrupt();
        if (line != null) {
            line.close();
        }
    }
}
