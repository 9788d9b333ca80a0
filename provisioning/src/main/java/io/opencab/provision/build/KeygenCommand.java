package io.opencab.provision.build;

import io.opencab.app.cli.CliCommand;
import io.opencab.app.config.IoReason;
import io.opencab.app.verify.SigningKey;
import io.opencab.app.verify.VerificationException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code sign keygen}: makes the Ed25519 key pair that signs software manifests (regulations.md
 * 1.8; docs/deploy.md "Key ceremony"). A release key is made once, offline; a test key
 * ({@code --test}, name {@code TEST-...}) is made at build time for tests and CI, and a cabinet with
 * real devices refuses software it signed. Build side only: not in a board image.
 */
@Command(name = "keygen", mixinStandardHelpOptions = true,
        description = {"Makes an Ed25519 key pair for signing software manifests: DIR/NAME.key (private, 0600; keep it"
            + " offline, never in an image) and DIR/NAME.pub (public: goes into every image it signs). Prints the"
            + " public key's fingerprint (register it with the lab)."})
final class KeygenCommand extends CliCommand {

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Where to write the two files.")
    Path dir;
    @Option(names = "--name", required = true, paramLabel = "NAME", description = "The key's name (a test key's starts"
        + " with " + SigningKey.TEST_PREFIX + ").")
    String name;
    @Option(names = "--test", description = "A test key (tests and CI only; a cabinet with real devices refuses it).")
    boolean test;

    @Override
    public Integer call() {
        Path priv = dir.resolve(name + ".key");
        Path pub = dir.resolve(name + ".pub");
        for (Path p : new Path[] {priv, pub}) {
            if (Files.exists(p)) {
                throw new VerificationException(p + " already exists: a signing key is never overwritten");
            }
        }
        KeyPair kp = ReleaseKeys.generate();
        SigningKey key = new SigningKey(name, test ? SigningKey.Purpose.TEST : SigningKey.Purpose.RELEASE, kp.getPublic());
        try {
            Files.createDirectories(dir);
        } catch (java.io.IOException e) {
            throw new VerificationException("cannot create " + dir + ": " + IoReason.of(e), e);
        }
        ReleaseKeys.writePrivate(priv, key, kp.getPrivate());
        ReleaseKeys.writePublic(pub, key);
        out().println("wrote " + priv + " (private) and " + pub + ": " + key.describe()
            .replace("signed by ", ""));
        return 0;
    }
}
