package io.opencab.hal.bill.id003;

import com.fazecast.jSerialComm.SerialPort;
import io.opencab.hal.HalException;
import io.opencab.hal.bill.Parity;
import io.opencab.serial.SerialLine;
import io.opencab.serial.SerialPorts;
import java.io.IOException;

/**
 * A serial port through jSerialComm, opened by path (pseudo-terminals are not enumerated, so they are
 * always opened by path; regulations.md 4). 8 data bits, 1 stop bit, the configured parity.
 */
public final class JSerialCommLink implements SerialLink {
    private final SerialLine line;
    private final String path;

    private JSerialCommLink(SerialPort port, String path) {
        this.line = new SerialLine(port, "serial port", path);
        this.path = path;
    }

    public static JSerialCommLink open(String path, int baud, Parity parity) {
        SerialPort p = SerialPorts.open("serial port", path, baud,
                parity == Parity.EVEN ? SerialPort.EVEN_PARITY : SerialPort.NO_PARITY, 100,
                "at " + baud + " baud, parity " + parity + " (", HalException::new);
        return new JSerialCommLink(p, path);
    }

    public static SerialLink.Opener opener(String path, int baud, Parity parity) {
        return () -> open(path, baud, parity);
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        line.write(bytes, bytes.length);
    }

    @Override
    public int read(byte[] buf, int timeoutMs) throws IOException {
        return line.read(buf, timeoutMs);
    }

    @Override
    public void discardInput() throws IOException {
        SerialPort port = line.port();
        byte[] junk = new byte[256];
        for (int guard = 0; guard < 64; guard++) {
            int avail = port.bytesAvailable();
            if (avail < 0) {
                throw new IOException("serial port " + path + " is gone");
            }
            if (avail == 0) {
                return;
            }
            int n = port.readBytes(junk, Math.min(avail, junk.length));
            if (n < 0) {
                throw new IOException("serial port " + path + " read failed");
            }
        }
    }

    @Override
    public void close() {
        line.close();
    }

    @Override
    public String toString() {
        return path;
    }
}
