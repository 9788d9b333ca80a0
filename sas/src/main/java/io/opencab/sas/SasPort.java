package io.opencab.sas;

import java.io.IOException;

/** A byte pipe to the host: what it reads is in the {@link Parmrk} encoding; replies go out as the port needs them. */
public interface SasPort extends AutoCloseable {
    /** Reads up to {@code buf.length} raw bytes, waiting at most {@code timeoutMs}; 0 when none came. */
    int read(byte[] buf, int timeoutMs) throws IOException;

    /** Sends one reply (the gaming machine never sets the wakeup bit, SAS 6.02 section 2). */
    void write(byte[] reply) throws IOException;

    @Override
    void close();
}
