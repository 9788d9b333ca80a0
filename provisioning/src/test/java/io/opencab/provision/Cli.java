package io.opencab.provision;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Runs {@code provision} in-process with a given standard input; a provisioned cabinet for tests. */
final class Cli {
    /** The lowest PBKDF2 count the configuration accepts: keeps the tests fast. */
    static final String FAST = "100000";

    record Run(int rc, String out, String err) {
        @Override
        public String toString() {
            return "rc=" + rc + "\nout:\n" + out + "\nerr:\n" + err;
        }
    }

    private Cli() {
    }

    static Run withInput(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = ProvisionCli.execute(args, new PrintWriter(out), new PrintWriter(err),
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), Clock.systemUTC());
        return new Run(rc, out.toString(), err.toString());
    }

    static Run run(String... args) {
        return withInput("", args);
    }

    /** The build-side signing tool ({@code bin/sign}), in-process. */
    static Run sign(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int rc = io.opencab.provision.build.SigningCli.execute(args, new PrintWriter(out), new PrintWriter(err),
            Clock.systemUTC());
        return new Run(rc, out.toString(), err.toString());
    }

    /** {@code provision init} of a simulated cabinet in {@code dir/data}: PINs 1111, 2222, 3333. */
    static String[] initArgs(Path dir, String... extra) {
        List<String> a = new ArrayList<>(List.of("init", "--data-dir", dir.resolve("data").toString(),
            "--cabinet-id", "FLOOR-A-017", "--denomination", "1", "--games", "christmas-tree", "--max-bet", "1000",
            "--credit-limit", "100000", "--handpay-limit", "120000", "--bills", "100,500,1000",
            "--hal-gpio", "simulated", "--hal-bill", "simulated", "--currency", "USD",
            "--attendant-pin", "1111", "--technician-pin", "2222", "--regulator-pin", "3333", "--pin-iterations", FAST));
        for (int i = 0; i < extra.length; i++) {
            int at = a.indexOf(extra[i]);
            if (extra[i].startsWith("--") && !extra[i].equals("--set") && at > 0 && i + 1 < extra.length) {
                a.set(at + 1, extra[++i]); // an option of the base replaced
            } else {
                a.add(extra[i]);
            }
        }
        return a.toArray(String[]::new);
    }

    static Path init(Path dir) {
        Run r = run(initArgs(dir));
        if (r.rc() != 0) {
            throw new AssertionError(r.toString());
        }
        return dir.resolve("data/cabinet.properties");
    }

    /** Every file below {@code dir} with its bytes, to show that nothing was written. */
    static TreeMap<String, String> snapshot(Path dir) throws IOException {
        TreeMap<String, String> m = new TreeMap<>();
        if (!Files.exists(dir)) {
            return m;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                m.put(dir.relativize(p).toString(), java.util.HexFormat.of().formatHex(
                    java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
            }
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return m;
    }
}
