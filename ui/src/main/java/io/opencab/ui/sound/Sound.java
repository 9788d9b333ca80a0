package io.opencab.ui.sound;

/** Plays cues at a volume; {@link #silent()} for tests and cabinets without audio. */
public interface Sound extends AutoCloseable {

    void play(Cue cue);

    /** Volume 0..100; 0 is silent. */
    void volume(int percent);

    void muted(boolean muted);

    @Override
    void close();

    static Sound silent() {
        return new Sound() {
            public void play(Cue cue) {
            }

            public void volume(int percent) {
            }

            public void muted(boolean muted) {
            }

            public void close() {
            }
        };
    }
}
