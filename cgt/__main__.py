"""``python -m cgt``: the ``cgt`` command (see :mod:`cgt.cli`)."""

import sys

from cgt.cli import main

if __name__ == "__main__":
    sys.exit(main())
