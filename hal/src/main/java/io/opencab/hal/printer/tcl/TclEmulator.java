package io.opencab.hal.printer.tcl;

import io.opencab.hal.bill.Parity;
import io.opencab.hal.bill.id003.JSerialCommLink;
import io.opencab.hal.bill.id003.SerialLink;
import io.opencab.serial.LineThread;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.Set;

/**
 * A device-side GEN2 TCL ticket printer for tests and bench work, on the other end of a serial line
 * (typically a socat pseudo-terminal pair). It answers ENQ with its status, clears latched flags on
 * {@code ^C|^}, and prints {@code ^P|t|1|fields|^}: BUSY for the print time, then VALIDATION_DONE and
 * TOP_OF_FORM set, BUSY clear, and the fields kept in {@link #printed()}. Controls raise any flag (paper
 * out, platen up, jam...), fail the next ticket midway, run out of paper after N tickets, go silent, and
 * replace answers with random bytes.
 */
public final class TclEmulator implements AutoCloseable {
    public static final String FIRMWARE = "GURUSAG18";

    private final SerialLink link;
    private final LineThread thread;

    // guarded by this
    private final Set<TclFlag> flags = EnumSet.of(TclFlag.RESET, TclFlag.TOP_OF_FORM);
    private final List<List<String>> printed = new ArrayList<>();
    private final List<String> commands = new ArrayList<>();
    private List<String> printing;
    private long printDoneAt;
    private long printNanos = 50_000_000L;
    private TclFlag failMidway;
    private long paperRoom = Long.MAX_VALUE;
    private boolean silent;
    private Random garble;

    public TclEmulator(SerialLink link) {
        this.link = Objects.requireNonNull(link, "link");
        thread = new LineThread(Thread.ofPlatform().daemon().name("tcl-emulator"), this::run);
        thread.start();
    }

    /** Opens the device end of a line by path (8N1 over a pty). */
    public static TclEmulator open(String path) {
        return new TclEmulator(JSerialCommLink.open(path, 9600, Parity.NONE));
    }

    // ------------------------------------------------------------------ controls

    public synchronized void set(TclFlag flag, boolean on) {
        if (on) {
            flags.add(flag);
        } else {
            flags.remove(flag);
        }
    }

    public synchronized boolean has(TclFlag flag) {
        return flags.contains(flag);
    }

    /** How long a ticket takes to print. */
    public synchronized void printMillis(long ms) {
        printNanos = ms * 1_000_000L;
    }

    /** The next ticket starts printing, then this flag is raised and it never completes. */
    public synchronized void failNextMidway(TclFlag flag) {
        failMidway = flag;
    }

    /** The roll holds this many more tickets, then PAPER_OUT (mid-ticket if it runs out while printing). */
    public synchronized void paperRoom(long tickets) {
        paperRoom = tickets;
    }

    /** Stops answering (a cut cable) or resumes. */
    public synchronized void silent(boolean on) {
        silent = on;
    }

    /** Replaces every answer with 0..40 random bytes from this generator; null answers normally again. */
    public synchronized void garble(Random random) {
        garble = random;
    }

    /** The tickets printed in full, each as its fields. */
    public synchronized List<List<String>> printed() {
        return List.copyOf(printed);
    }

    /** Every ^...^ command received, without the carets. */
    public synchronized List<String> commands() {
        return List.copyOf(commands);
    }

    public synchronized boolean printing() {
        return printing != null;
    }

    // ------------------------------------------------------------------ device

    private void run() {
        byte[] buf = new byte[256];
        ByteArrayOutputStream cmd = new ByteArrayOutputStream();
        boolean inCommand = false;
        boolean lineUp = true; // false once an answer could not be written: the loop ends after this read
        while (lineUp && thread.running()) {
            int n;
            try {
                n = link.read(buf, 10);
            } catch (IOException e) {
                return;
            }
            for (int i = 0; i < n; i++) {
                byte b = buf[i];
                if (b == TclCommands.ENQ) {
                    lineUp &= answer();
                } else if (b == '^') {
                    if (inCommand) {
                        command(cmd.toString(StandardCharsets.US_ASCII));
                        cmd.reset();
                    }
                    inCommand = !inCommand;
                } else if (inCommand) {
                    cmd.write(b);
                }
            }
            progress();
        }
    }

    private synchronized void progress() {
        if (printing == null || System.nanoTime() < printDoneAt) {
            return;
        }
        if (failMidway != null || paperRoom <= 0) {
            flags.add(failMidway != null ? failMidway : TclFlag.PAPER_OUT);
            failMidway = null;
        } else {
            printed.add(printing);
            paperRoom--;
            flags.add(TclFlag.VALIDATION_DONE);
            flags.add(TclFlag.TOP_OF_FORM);
            flags.add(TclFlag.BARCODE_DATA_ACCESSED);
        }
        flags.remove(TclFlag.BUSY);
        printing = null;
    }

    private synchronized void command(String c) {
        commands.add(c);
        if (c.equals("C|")) {
            flags.removeAll(Set.of(TclFlag.VALIDATION_DONE, TclFlag.COMMAND_ERROR, TclFlag.PRINT_REGION_DATA_ERROR,
                    TclFlag.RESET, TclFlag.BARCODE_DATA_ACCESSED));
        } else if (c.equals("F|A|")) {
            printing = null;
            flags.remove(TclFlag.BUSY);
        } else if (c.startsWith("P|")) {
            String[] f = c.split("\\|", -1);
            boolean blocked = flags.stream().anyMatch(x -> x.fault() != null && x.fault().blocking());
            if (f.length < 4 || !f[2].equals("1") || printing != null || blocked) {
                flags.add(TclFlag.COMMAND_ERROR);
                return;
            }
            printing = List.copyOf(Arrays.asList(f).subList(3, f.length - 1));
            printDoneAt = System.nanoTime() + printNanos;
            flags.add(TclFlag.BUSY);
            flags.remove(TclFlag.TOP_OF_FORM);
        } else {
            flags.add(TclFlag.COMMAND_ERROR);
        }
    }

    /** Answers a status request (unless silent); false when the answer could not be written. */
    private boolean answer() {
        byte[] out;
        synchronized (this) {
            if (silent) {
                return true;
            }
            if (garble != null) {
                out = new byte[garble.nextInt(41)];
                garble.nextBytes(out);
            } else {
                out = new TclStatus("0", FIRMWARE, flags, "0").encode();
            }
        }
        try {
            link.write(out);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() {
        thread.stop();
        link.close();
    }
}
