package io.opencab.app.verify;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.RealDevice;
import io.opencab.app.verify.SoftwareVerifier.Part;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The cabinet's software check (regulations.md 1.8: before play at every boot and on demand; a
 * failure locks the cabinet up). It checks the code this JVM runs ({@link RunningCode}), found
 * from the JVM itself whatever the launcher passes: the image it runs from must carry a manifest
 * signed with the release key whose components match, every jar and the runtime in use must be
 * files of that image the manifest lists, and the JVM must run exactly the image's command line with
 * native code from the image only ({@link JvmLaunch}, issue 34 item 2).
 * <p>
 * Not running from an image (a development build: {@code bin/run}, tests) is allowed only with
 * every device simulated and no SAS link ({@link RealDevice}), and is reported as
 * {@link #DEVELOPMENT_MODE} (not a pass of a check) at every boot; with any real device or link it is
 * a failure, as is software signed by a test key.
 */
public final class ManifestVerifier implements SoftwareVerifier {
    /** System property naming the install root; only {@code provision verify}'s default root. */
    public static final String HOME_PROPERTY = "opencab.home";
    /** How the event log, the log and the screen start when nothing was verified. */
    public static final String DEVELOPMENT_MODE = "DEVELOPMENT MODE: software NOT verified";

    private final RunningCode code;
    private final Supplier<JvmLaunch> launch;
    private final List<RealDevice> real;

    /**
     * @param code   the code running
     * @param launch how its JVM was started, read at each check (native libraries load as the cabinet runs: SQLite's
     *               when the store opens, jSerialComm's with a real port); checked only when it runs from an image
     * @param real   the devices and links that are real (with any, unverified software is never allowed)
     */
    public ManifestVerifier(RunningCode code, Supplier<JvmLaunch> launch, List<RealDevice> real) {
        this.code = Objects.requireNonNull(code, "code");
        this.launch = Objects.requireNonNull(launch, "launch");
        this.real = List.copyOf(real);
    }

    /** The verifier for this JVM and configuration. */
    public static SoftwareVerifier forThisJvm(CabinetConfig config, List<Class<?>> anchors) {
        return new ManifestVerifier(RunningCode.current(anchors), JvmLaunch::current,
            RealDevice.in(config));
    }

    /**
     * The key that signed the install image this JVM runs from, once the image passes its software check: what
     * {@code provision init} seals in critical memory (issue 34 item 3). Empty when not run from an image.
     *
     * @throws VerificationException the image fails its check: no cabinet is provisioned on it
     */
    public static Optional<SigningKey> signerOfThisImage() {
        Optional<Path> root = RunningCode.current(List.of()).installRoot();
        if (root.isEmpty()) {
            return Optional.empty();
        }
        VerificationReport r = SoftwareCheck.run(root.get(), Optional.empty());
        if (!r.passed()) {
            throw new VerificationException("the install image " + root.get() + " fails its software check (" + r.summary()
                + "): no cabinet is provisioned on it");
        }
        return Optional.of(r.signer());
    }

    @Override
    public Result verify() {
        return check(Optional.empty());
    }

    @Override
    public Result verify(byte[] seed) {
        return check(Optional.of(seed));
    }

    /**
     * LP 21 over the install image; in the development mode (no image) there is nothing signed to sign, and the
     * host gets no answer (docs/sas.md). A manifest that does not verify gives none either: the boot check has
     * locked the cabinet up already.
     */
    @Override
    public boolean signsRom() {
        return code.installRoot().isPresent();
    }

    @Override
    public java.util.OptionalInt romSignature(int seed) {
        Optional<Path> root = code.installRoot();
        if (root.isEmpty()) {
            return java.util.OptionalInt.empty();
        }
        try {
            return java.util.OptionalInt.of(SoftwareCheck.romSignature(root.get(), seed));
        } catch (VerificationException e) {
            return java.util.OptionalInt.empty();
        }
    }

    private Result check(Optional<byte[]> seed) {
        Optional<Path> root = code.installRoot();
        if (root.isEmpty()) {
            String why = "the cabinet's code " + code.cabinetCode() + " is not an install image's "
                + RunningCode.CABINET_JAR + ", so there is no signed manifest to check it against";
            if (!real.isEmpty()) {
                return new Result(false, true, why + "; real devices are configured (" + RealDevice.describe(real)
                    + "): only the development mode, every device simulated and no SAS link, may run unverified software");
            }
            return new Result(true, false, DEVELOPMENT_MODE + " (simulated devices only, no SAS link): " + why);
        }
        try {
            VerificationReport r = SoftwareCheck.run(root.get(), seed);
            Set<String> files = new HashSet<>();
            r.manifest().components().stream().filter(c -> c.kind() == Component.Kind.FILE).forEach(c -> files.add(c.name()));
            List<String> uncovered = new ArrayList<>(code.uncovered(root.get(), r.manifest()));
            uncovered.addAll(launch.get().problems(root.get(), root.get().resolve(SoftwareManifest.RUNTIME_DIR), files));
            boolean testKey = r.signer().purpose() == SigningKey.Purpose.TEST;
            StringBuilder d = new StringBuilder(r.summary());
            if (!uncovered.isEmpty()) {
                d.append("; not the image's code or command line: ").append(String.join(", ", uncovered));
            }
            if (testKey && !real.isEmpty()) {
                d.append("; the manifest is signed by a TEST key and real devices are configured (")
                    .append(RealDevice.describe(real)).append("): a cabinet on a floor runs only software signed by a"
                        + " release key");
            }
            List<String> hmacs = seed.isEmpty() ? List.of() : r.lines().stream().map(l -> l.component().kind().label()
                + " " + l.component().name() + " hmac-sha1 " + (l.hmacSha1() == null ? "-" : l.hmacSha1())).toList();
            return new Result(r.passed() && uncovered.isEmpty() && !(testKey && !real.isEmpty()), true, d.toString(),
                hmacs, parts(r, uncovered), r.took().toMillis(), "SHA256:" + r.signer().fingerprint());
        } catch (VerificationException e) {
            return new Result(false, true, e.getMessage());
        } catch (RuntimeException e) {
            return new Result(false, true, "software check of " + root.get() + " failed: " + e);
        }
    }

    /** Each manifest component, then each file or running jar the manifest does not list (each a failure). */
    static List<Part> parts(VerificationReport r, List<String> uncovered) {
        List<Part> out = new ArrayList<>();
        for (VerificationReport.Line l : r.lines()) {
            String found = switch (l.status()) {
                case OK, MISMATCH -> l.sha256();
                case MISSING -> "missing";
                case UNREADABLE -> "unreadable: " + l.problem();
            };
            out.add(new Part(l.component().kind().label() + " " + l.component().name(), l.component().sha256(), found,
                l.hmacSha1(), l.status() == VerificationReport.Status.OK));
        }
        for (String f : r.unexpected()) {
            out.add(new Part("file " + f, "not in the manifest", "installed", null, false));
        }
        for (String c : uncovered) {
            out.add(new Part("running " + c, "not in the manifest", "running", null, false));
        }
        return out;
    }
}
