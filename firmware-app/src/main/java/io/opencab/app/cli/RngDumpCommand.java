package io.opencab.app.cli;

import io.opencab.app.AppException;
import io.opencab.app.config.IoReason;
import io.opencab.engine.rng.LiveRng;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cabinet rng-dump}: raw output of the live RNG for external statistical batteries (regulations.md 1.6). */
@Command(name = "rng-dump", mixinStandardHelpOptions = true,
        description = "Writes N raw bytes of the live RNG (SecureRandom-seeded L128_X1024_MIX) to standard output.")
final class RngDumpCommand extends CliCommand {
    private static final int CHUNK = 1 << 16;

    @Option(names = "--bytes", required = true, converter = CountConverter.class,
            description = "Number of bytes to write: digits, 1_048_576 or 1e6.")
    long bytes;

    /**
     * Where the bytes go; standard output unless a test sets it. Not {@code System.out}: a PrintStream swallows
     * write errors, so a closed reader ({@code | head -c 10}) would never stop the dump.
     */
    OutputStream sink = new FileOutputStream(FileDescriptor.out);

    @Override
    public Integer call() {
        if (bytes < 0) {
            throw badArgument("--bytes must not be negative, got " + bytes);
        }
        LiveRng rng = LiveRng.create();
        byte[] buf = new byte[CHUNK];
        long left = bytes;
        try {
            while (left > 0) {
                int n = (int) Math.min(CHUNK, left);
                rng.nextBytes(buf);
                sink.write(buf, 0, n);
                left -= n;
            }
            sink.flush();
        } catch (IOException e) {
            // Typically the reader has gone (a broken pipe): one line, exit 1, no stack trace.
            throw new AppException("rng-dump stopped after " + (bytes - left) + " of " + bytes + " bytes: cannot write"
                + " to standard output (" + IoReason.of(e) + ")", e);
        }
        return 0;
    }
}
