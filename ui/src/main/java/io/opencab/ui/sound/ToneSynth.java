package io.opencab.ui.sound;

/**
 * Synthesizes each cue as 16-bit signed little-endian mono PCM: sine tones with a short attack
 * and decay envelope, so nothing clicks. Pure: no audio device.
 */
public final class ToneSynth {
    public static final float RATE = 22050f;

    private ToneSynth() {
    }

    /** The notes of a cue: {frequency Hz, duration ms} pairs, played one after the other. */
    static int[][] notes(Cue cue) {
        return switch (cue) {
            case BUTTON -> new int[][] {{880, 35}};
            case SPIN -> new int[][] {{392, 60}, {523, 60}, {659, 80}};
            case LAND -> new int[][] {{196, 70}};
            case WIN -> new int[][] {{523, 90}, {659, 90}, {784, 140}};
            case BIG_WIN -> new int[][] {{523, 110}, {659, 110}, {784, 110}, {1047, 320}};
            case FEATURE -> new int[][] {{784, 80}, {988, 80}, {1175, 80}, {1568, 200}};
            case COUNT_TICK -> new int[][] {{1319, 18}};
            case BILL -> new int[][] {{660, 80}, {990, 120}};
            case ALERT -> new int[][] {{440, 220}, {0, 80}, {440, 220}};
        };
    }

    /** The PCM bytes of {@code cue} at {@code volume} 0..100. */
    public static byte[] pcm(Cue cue, int volume) {
        int[][] notes = notes(cue);
        int total = 0;
        for (int[] n : notes) {
            total += samples(n[1]);
        }
        byte[] out = new byte[total * 2];
        double amp = 0.5 * Math.max(0, Math.min(100, volume)) / 100.0 * Short.MAX_VALUE;
        int at = 0;
        for (int[] n : notes) {
            int count = samples(n[1]);
            int edge = Math.max(1, Math.min(count / 4, (int) (RATE * 0.005)));
            for (int i = 0; i < count; i++) {
                double env = Math.min(1.0, Math.min(i, count - 1 - i) / (double) edge);
                double v = n[0] == 0 ? 0 : Math.sin(2 * Math.PI * n[0] * i / RATE) * amp * env;
                short s = (short) Math.round(v);
                out[at++] = (byte) s;
                out[at++] = (byte) (s >> 8);
            }
        }
        return out;
    }

    private static int samples(int millis) {
        return Math.round(RATE * millis / 1000f);
    }
}
