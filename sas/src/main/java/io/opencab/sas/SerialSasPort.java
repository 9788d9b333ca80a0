package io.opencab.sas;

import com.fazecast.jSerialComm.SerialPort;
import io.opencab.serial.SerialLine;
import io.opencab.serial.SerialPorts;
import java.io.IOException;

/**
 * The link through jSerialComm (docs/sas.md "Wakeup bit"): 19,200 baud, 8 data bits, 1 stop bit.
 * <ul>
 *   <li>{@link Mode#PTY}: a pseudo-terminal (tests, a SMIB bridged by socat). No parity exists: both
 *       directions carry the {@link Parmrk} encoding, so replies have every FF doubled.</li>
 *   <li>{@link Mode#UART}: a real UART with SPACE parity: our replies go out with the 9th bit clear;
 *       a received byte whose 9th bit is set is a parity error, which the kernel marks {@code FF 00 b}
 *       once PARMRK and INPCK are set on the tty (jSerialComm does not set them: run
 *       {@code stty -F <port> parmrk inpck -ignpar} after the port opens; docs/sas.md).</li>
 * </ul>
 */
public final class SerialSasPort implements SasPort {
    public enum Mode { PTY, UART }

    public static final int BAUD = 19_200;
    private final SerialLine line;
    private final SerialPort port;
    private final String path;
    private final Mode mode;
    /** The PTY form of a reply (every FF doubled): at most twice the longest reply, reused. */
    private final byte[] encoded = new byte[2 * 512];

    private SerialSasPort(SerialPort port, String path, Mode mode) {
        this.line = new SerialLine(port, "SAS port", path);
        this.port = port;
        this.path = path;
        this.mode = mode;
    }

    public static SerialSasPort open(String path, Mode mode) {
        SerialPort p = SerialPorts.open("SAS port", path, BAUD,
            mode == Mode.UART ? SerialPort.SPACE_PARITY : SerialPort.NO_PARITY, 50, "(" + mode + ", ", SasException::new);
        return new SerialSasPort(p, path, mode);
    }

    @Override
    public int read(byte[] buf, int timeoutMs) throws IOException {
        return line.read(buf, timeoutMs);
    }

    @Override
    public void write(byte[] reply, int length) throws IOException {
        byte[] b = reply;
        int len = length;
        if (mode == Mode.PTY) {
            len = Parmrk.encode(reply, length, encoded);
            b = encoded;
        }
        line.write(b, len);
    }

    /**
     * The chirp: on a pty the wakeup byte's PARMRK form {@code FF 00 address}; on a UART the address sent with
     * MARK parity (the 9th bit set), then SPACE again once the byte is on the wire (0.57 ms at 19,200 baud).
     */
    @Override
    public void chirp(int address) throws IOException {
        if (mode == Mode.PTY) {
            byte[] b = {(byte) 0xFF, 0x00, (byte) address};
            if (port.writeBytes(b, b.length) != b.length) {
                throw new IOException("SAS port " + path + ": the chirp was not written");
            }
            return;
        }
        port.setParity(SerialPort.MARK_PARITY);
        try {
            if (port.writeBytes(new byte[] {(byte) address}, 1) != 1) {
                throw new IOException("SAS port " + path + ": the chirp was not written");
            }
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            port.setParity(SerialPort.SPACE_PARITY);
        }
    }

    @Override
    public void discardInput() throws IOException {
        if (!port.flushIOBuffers()) {
            throw new IOException("SAS port " + path + ": its buffers could not be flushed (error "
                + port.getLastErrorCode() + ")");
        }
    }

    @Override
    public void close() {
        line.close();
    }

    @Override
    public String toString() {
        return path + " (" + mode + ")";
    }
}
