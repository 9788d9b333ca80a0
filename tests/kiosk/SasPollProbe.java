import com.fazecast.jSerialComm.SerialPort;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A diagnosis probe for the SAS reply time (issue 35, docs/performance.md "SAS reply time"): a host in a process of
 * its own, on the host end of a socat pty, that sends the sync byte 80 and a general poll 81, then 80 and LP 1A,
 * in turn, every INTERVAL_MS (0: back to back), and times each poll from its last byte written to the reply's last
 * byte read. It writes every time with its wall-clock millisecond (to lay beside the cabinet's GC log), and prints
 * p50, p99, p99.9, max and the count over 20 ms. It is not the benchmark host (that one is written apart
 * from the cabinet's code); it shares no code with sas/ either: its own wakeup encoding, no CRC check.
 *
 * Usage: java -cp jSerialComm.jar tests/kiosk/SasPollProbe.java PORT SECONDS INTERVAL_MS OUT_FILE
 */
public final class SasPollProbe {
    private static final byte[] SYNC = {(byte) 0xFF, 0x00, (byte) 0x80};
    private static final byte[] GENERAL = {(byte) 0xFF, 0x00, (byte) 0x81};
    private static final byte[] CREDITS = {(byte) 0xFF, 0x00, 0x01, 0x1A};

    public static void main(String[] args) throws Exception {
        SerialPort port = SerialPort.getCommPort(args[0]);
        port.setComPortParameters(19_200, 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 1, 0);
        if (!port.openPort()) {
            throw new IllegalStateException("cannot open " + args[0]);
        }
        long end = System.nanoTime() + Long.parseLong(args[1]) * 1_000_000_000L;
        long interval = Long.parseLong(args[2]) * 1_000_000L;
        List<long[]> times = new ArrayList<>();
        byte[] buf = new byte[64];
        int missed = 0;
        boolean general = true;
        long next = System.nanoTime();
        while (System.nanoTime() < end) {
            while (port.bytesAvailable() > 0) {
                port.readBytes(buf, buf.length);
            }
            port.writeBytes(SYNC, SYNC.length);
            byte[] poll = general ? GENERAL : CREDITS;
            int want = general ? 1 : 8;
            port.writeBytes(poll, poll.length);
            long sent = System.nanoTime();
            int got = 0;
            boolean ff = false;
            while (got < want && System.nanoTime() - sent < 200_000_000L) {
                int n = port.readBytes(buf, buf.length);
                for (int i = 0; i < n; i++) {
                    int b = buf[i] & 0xFF;
                    if (ff) {
                        ff = false;
                        got += b == 0xFF ? 1 : 0;
                    } else if (b == 0xFF) {
                        ff = true;
                    } else {
                        got++;
                    }
                }
            }
            long took = System.nanoTime() - sent;
            if (got < want) {
                missed++;
            } else {
                times.add(new long[] {System.currentTimeMillis(), took});
            }
            general = !general;
            next += interval;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000L, (int) (wait % 1_000_000L));
            } else {
                next = System.nanoTime();
            }
        }
        port.closePort();
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(args[3])))) {
            for (long[] t : times) {
                w.println(t[0] + " " + t[1]);
            }
        }
        long[] ns = times.stream().mapToLong(t -> t[1]).toArray();
        Arrays.sort(ns);
        long over = Arrays.stream(ns).filter(t -> t > 20_000_000L).count();
        System.out.printf("SAS poll probe: %d replies, %d unanswered in 200 ms; p50 %.2f ms, p99 %.2f ms, p99.9 %.2f ms,"
            + " max %.2f ms; %d over 20 ms (%.2f%%)%n", ns.length, missed, pct(ns, 50), pct(ns, 99), pct(ns, 99.9),
            ns.length == 0 ? 0 : ns[ns.length - 1] / 1e6, over, ns.length == 0 ? 0 : 100.0 * over / ns.length);
    }

    private static double pct(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[(int) Math.min(sorted.length - 1, Math.max(0, Math.ceil(p / 100 * sorted.length) - 1))] / 1e6;
    }
}
