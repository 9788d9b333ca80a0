package io.opencab.provision;

import io.opencab.app.cli.CliCommand;
import io.opencab.app.verify.ManifestVerifier;
import io.opencab.app.verify.SigningKey;
import io.opencab.app.verify.SoftwareCheck;
import io.opencab.app.verify.SoftwareManifest;
import io.opencab.app.verify.VerificationException;
import io.opencab.app.verify.VerificationReport;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code provision verify [--seed S]}: checks the installed software against the manifest written
 * when the image was built (regulations.md 1.8), printing each component's SHA-256 and, with a
 * seed, its HMAC-SHA1 keyed by the seed (GAT 3.5 style). The same check the cabinet runs at boot
 * ({@link SoftwareCheck}). Exit code 0 when everything matches, 1 otherwise, 2 for a bad argument.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Verifies the installed software against its manifest: each component's SHA-256, and with --seed"
            + " its HMAC-SHA1 keyed by the seed. Exit code 0: all match; 1: a mismatch, a missing or unlisted file, or a"
            + " damaged or unreadable manifest; 2: a bad argument (--seed, --root)."})
final class VerifyCommand extends CliCommand {

    @Option(names = "--root", paramLabel = "DIR", description = "The install root (default: the image this command runs"
        + " from, -D" + ManifestVerifier.HOME_PROPERTY + ").")
    Path root;
    @Option(names = "--seed", paramLabel = "HEX", description = "Host-supplied seed, hex, 1-" + SoftwareCheck.MAX_SEED_BYTES
        + " bytes: the key of each component's HMAC-SHA1.")
    String seed;

    @Override
    public Integer call() {
        Path r = root;
        if (r == null) {
            String home = System.getProperty(ManifestVerifier.HOME_PROPERTY);
            if (home == null || home.isBlank()) {
                throw badArgument("give --root DIR (not running from an installed image)");
            }
            r = Path.of(home);
        }
        Optional<byte[]> key;
        try {
            key = Optional.ofNullable(seed).map(SoftwareCheck::parseSeed);
        } catch (VerificationException e) {
            throw badArgument("--seed: " + e.getMessage()); // an argument, exit code 2 as for any other (docs/deploy.md)
        }
        if (!Files.isDirectory(r)) {
            String why = (Files.exists(r) ? "it is a file, not a directory" : "no such directory");
            if (root == null) {
                throw new ProvisionException("the install image " + r + " (-D" + ManifestVerifier.HOME_PROPERTY + ", set by"
                    + " the image's launcher): " + why);
            }
            throw badArgument("--root " + r + ": " + why + " (give the install image's root, e.g. /opt/opencab)");
        }
        readable(r.resolve(SoftwareManifest.FILE_NAME), "the software manifest");
        readable(r.resolve(SigningKey.PUBLIC_FILE), "the signing key");
        VerificationReport rep = SoftwareCheck.run(r, key);
        PrintWriter out = out();
        out.println("software verification of " + rep.root());
        out.println("manifest: built " + rep.manifest().built() + ", version " + rep.manifest().version() + ", "
            + rep.lines().size() + " components");
        // The fingerprint a lab compares with the one registered for the release (docs/deploy.md "Key ceremony").
        out.println("signature: valid, " + rep.signer().describe());
        key.ifPresent(k -> out.println("seed: " + HexFormat.of().formatHex(k) + " (HMAC-SHA1 keyed by the seed over each"
            + " component's bytes)"));
        out.println();
        for (VerificationReport.Line l : rep.lines()) {
            out.printf("%-10s %-4s %s%n", l.status() == VerificationReport.Status.OK ? "ok" : l.status().name(),
                l.component().kind().label(), l.component().name());
            out.println("           sha256    " + (l.sha256() == null ? "-" : l.sha256())
                + (l.status() == VerificationReport.Status.MISMATCH ? "  (manifest " + l.component().sha256() + ")" : ""));
            if (key.isPresent()) {
                out.println("           hmac-sha1 " + (l.hmacSha1() == null ? "-" : l.hmacSha1()));
            }
            if (l.problem() != null) {
                out.println("           " + l.problem());
            }
        }
        for (String u : rep.unexpected()) {
            out.printf("%-10s %-4s %s%n", "UNLISTED", "file", u);
        }
        out.println();
        out.println("result: " + (rep.passed() ? "PASSED" : "FAILED") + ": " + rep.summary());
        out.flush();
        if (!rep.passed()) {
            spec.commandLine().getErr().println("provision: software verification FAILED: " + rep.summary());
            return 1;
        }
        return 0;
    }

    /**
     * Reads {@code file}'s first byte, so that a manifest or key that cannot be read is said in words ("is a
     * directory", "permission denied"); the shared check would show the JDK's exception. A missing one it names itself.
     */
    private static void readable(Path file, String what) {
        try (InputStream in = Files.newInputStream(file)) {
            in.read();
        } catch (NoSuchFileException e) {
            // SoftwareCheck.run: "no software manifest at ..."
        } catch (IOException e) {
            throw new ProvisionException("cannot read " + what + " " + file + ": " + FileProblem.of(file, e), e);
        }
    }
}
