package io.opencab.ui.sound;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ToneSynthTest {
    @Test
    void everyCueIsSynthesizedAtTheNotesLength() {
        for (Cue c : Cue.values()) {
            int samples = 0;
            for (int[] n : ToneSynth.notes(c)) {
                samples += Math.round(ToneSynth.RATE * n[1] / 1000f);
            }
            byte[] pcm = ToneSynth.pcm(c, 80);
            assertEquals(samples * 2, pcm.length, c + " length");
            assertTrue(peak(pcm) > 1000, c + " is audible");
        }
    }

    @Test
    void volumeScalesTheAmplitudeAndZeroIsSilent() {
        assertEquals(0, peak(ToneSynth.pcm(Cue.WIN, 0)));
        int half = peak(ToneSynth.pcm(Cue.WIN, 50));
        int full = peak(ToneSynth.pcm(Cue.WIN, 100));
        assertEquals(2.0, full / (double) half, 0.05);
        assertTrue(full <= Short.MAX_VALUE / 2 + 1, "headroom");
    }

    @Test
    void withoutAnAudioLineTheKioskStaysSilentAndWorks() {
        // CI has no sound device: open() must give a working, silent object, never an exception.
        LineSound s = assertDoesNotThrow(() -> LineSound.open(50));
        assertDoesNotThrow(() -> s.play(Cue.SPIN));
        s.muted(true);
        s.volume(0);
        assertThrows(IllegalArgumentException.class, () -> s.volume(101));
        s.close();
    }

    private static int peak(byte[] pcm) {
        int peak = 0;
        for (int i = 0; i < pcm.length; i += 2) {
            short v = (short) ((pcm[i] & 0xff) | (pcm[i + 1] << 8));
            peak = Math.max(peak, Math.abs(v));
        }
        return peak;
    }
}
