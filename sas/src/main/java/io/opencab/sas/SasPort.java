package io.opencab.sas;

import java.io.IOException;

/** A byte pipe to the host: what it reads is in the {@link Parmrk} encoding; replies go out as the port needs them. */
public interface SasPort extends AutoCloseable {
    /** Reads up to {@code buf.length} raw bytes, waiting at most {@code timeoutMs}; 0 when none came. */
    int read(byte[] buf, int timeoutMs) throws IOException;

    /** Sends one reply (the gaming machine never sets the wakeup bit in a reply, SAS 6.02 section 1.2.1). */
    default void write(byte[] reply) throws IOException {
        write(reply, reply.length);
    }

    /** Sends the first {@code length} bytes of {@code buf} as one reply. */
    void write(byte[] buf, int length) throws IOException;

    /**
     * The loop-break chirp (SAS 6.02 section 4.2): this machine's address with the wakeup bit set, the one byte a
     * gaming machine ever sends with it. A port that cannot send it does nothing.
     */
    default void chirp(int address) throws IOException {
    }

    /** Drops whatever was received and not read yet (polls sent before this machine was listening). */
    default void discardInput() throws IOException {
    }

    @Override
    void close();
}
