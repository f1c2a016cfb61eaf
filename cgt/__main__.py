"""``python -m cgt``: the ``cgt`` command (see :mod:`cgt.cli.main`)."""

import sys

from cgt.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
