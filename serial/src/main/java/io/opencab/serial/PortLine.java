package io.opencab.serial;

import com.fazecast.jSerialComm.SerialPort;
import java.io.IOException;

/**
 * Reading and writing an open port the same way for the bill validator's line and the SAS port: a read waits at
 * most its timeout (set on the port only when it changes) and returns what came; a write writes all or fails.
 * Failures name the port as its owner does ("serial port /dev/ttyUSB0", "SAS port /dev/ttyS1").
 */
public final class PortLine {
    private final SerialPort port;
    private final String name;
    private int lastTimeout = -1;

    public PortLine(SerialPort port, String name) {
        this.port = port;
        this.name = name;
    }

    /** Reads what arrives within {@code timeoutMs} (at least 1 ms) into {@code buf}; 0 when nothing came. */
    public int read(byte[] buf, int timeoutMs) throws IOException {
        int t = Math.max(1, timeoutMs);
        if (t != lastTimeout) {
            port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, t, 0);
            lastTimeout = t;
        }
        int n = port.readBytes(buf, buf.length);
        if (n < 0) {
            throw new IOException(name + " read failed (error " + port.getLastErrorCode() + ")");
        }
        return n;
    }

    /** Writes the first {@code len} bytes of {@code b}, all of them or an exception. */
    public void write(byte[] b, int len) throws IOException {
        int n = port.writeBytes(b, len);
        if (n != len) {
            throw new IOException(name + ": wrote " + n + " of " + len + " bytes");
        }
    }
}
