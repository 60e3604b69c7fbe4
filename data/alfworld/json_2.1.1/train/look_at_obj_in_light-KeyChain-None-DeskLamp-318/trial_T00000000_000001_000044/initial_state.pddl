(define (problem plan_trial_T00000000_000001_000044)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AlarmClockType - otype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        DeskLamp_bar__minus_02_dot_38_bar__plus_01_dot_26_bar__minus_02_dot_04 - object
        KeyChain_bar__minus_02_dot_37_bar__plus_00_dot_50_bar__minus_01_dot_65 - object
        AlarmClock_bar__minus_01_dot_80_bar__plus_01_dot_36_bar__plus_02_dot_42 - object
        AlarmClock_bar__plus_02_dot_32_bar__plus_00_dot_58_bar__minus_00_dot_26 - object
        Book_bar__minus_02_dot_63_bar__plus_00_dot_18_bar__plus_01_dot_83 - object
        Book_bar__minus_02_dot_22_bar__plus_00_dot_17_bar__minus_01_dot_45 - object
        CD_bar__minus_01_dot_21_bar__plus_01_dot_10_bar__plus_00_dot_02 - object
        CD_bar__minus_01_dot_73_bar__plus_00_dot_51_bar__plus_02_dot_64 - object
        Laptop_bar__minus_00_dot_21_bar__plus_00_dot_03_bar__minus_00_dot_31 - object
        Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17 - object
        Pen_bar__plus_00_dot_58_bar__plus_00_dot_61_bar__plus_01_dot_99 - object
        Pen_bar__minus_00_dot_68_bar__plus_00_dot_32_bar__minus_02_dot_72 - object
        Pencil_bar__plus_02_dot_01_bar__plus_00_dot_66_bar__plus_00_dot_06 - object
        Pencil_bar__plus_00_dot_20_bar__plus_00_dot_13_bar__plus_01_dot_39 - object
        Pillow_bar__minus_01_dot_09_bar__plus_00_dot_62_bar__plus_00_dot_66 - object
        ArmChair_bar__plus_01_dot_83_bar__plus_00_dot_01_bar__plus_01_dot_61 - receptacle
        Bed_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__minus_00_dot_92 - receptacle
        Bed_bar__minus_00_dot_88_bar__plus_01_dot_65_bar__plus_02_dot_17 - receptacle
        Desk_bar__plus_01_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_12 - receptacle
        Drawer_bar__plus_01_dot_65_bar__plus_00_dot_15_bar__minus_00_dot_78 - receptacle
        Drawer_bar__plus_01_dot_65_bar__plus_00_dot_36_bar__minus_00_dot_36 - receptacle
        Drawer_bar__plus_01_dot_65_bar__plus_00_dot_57_bar__minus_00_dot_78 - receptacle
        Drawer_bar__minus_00_dot_57_bar__plus_00_dot_57_bar__plus_02_dot_24 - receptacle
        Drawer_bar__minus_00_dot_58_bar__plus_00_dot_15_bar__plus_02_dot_96 - receptacle
        Drawer_bar__minus_00_dot_58_bar__plus_00_dot_37_bar__plus_02_dot_96 - receptacle
        Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31 - receptacle
        loc_bar_1_bar_5_bar_0_bar_30 - location
        loc_bar_1_bar_7_bar_0_bar_30 - location
        loc_bar_1_bar_8_bar_0_bar_30 - location
        loc_bar_1_bar__minus_3_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_3_bar_1_bar_30 - location
        loc_bar_3_bar__minus_2_bar_1_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_30 - location
        loc_bar_4_bar_9_bar_3_bar_0 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (receptacleType ArmChair_bar__plus_01_dot_83_bar__plus_00_dot_01_bar__plus_01_dot_61 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_01_dot_83_bar__plus_00_dot_01_bar__plus_01_dot_61 loc_bar_4_bar_6_bar_1_bar_30)
        (receptacleType Bed_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__minus_00_dot_92 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__minus_00_dot_92 loc_bar_1_bar__minus_3_bar_3_bar_30)
        (receptacleType Bed_bar__minus_00_dot_88_bar__plus_01_dot_65_bar__plus_02_dot_17 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_88_bar__plus_01_dot_65_bar__plus_02_dot_17 loc_bar_4_bar_9_bar_3_bar_0)
        (receptacleType Desk_bar__plus_01_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_12 DeskType)
        (receptacleAtLocation Desk_bar__plus_01_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_12 loc_bar_4_bar_1_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_65_bar__plus_00_dot_15_bar__minus_00_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_65_bar__plus_00_dot_15_bar__minus_00_dot_78 loc_bar_2_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_65_bar__plus_00_dot_15_bar__minus_00_dot_78)
        (receptacleType Drawer_bar__plus_01_dot_65_bar__plus_00_dot_36_bar__minus_00_dot_36 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_65_bar__plus_00_dot_36_bar__minus_00_dot_36 loc_bar_2_bar__minus_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_65_bar__plus_00_dot_36_bar__minus_00_dot_36)
        (receptacleType Drawer_bar__plus_01_dot_65_bar__plus_00_dot_57_bar__minus_00_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_65_bar__plus_00_dot_57_bar__minus_00_dot_78 loc_bar_3_bar__minus_2_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_65_bar__plus_00_dot_57_bar__minus_00_dot_78)
        (receptacleType Drawer_bar__minus_00_dot_57_bar__plus_00_dot_57_bar__plus_02_dot_24 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_57_bar__plus_00_dot_57_bar__plus_02_dot_24 loc_bar_1_bar_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_57_bar__plus_00_dot_57_bar__plus_02_dot_24)
        (receptacleType Drawer_bar__minus_00_dot_58_bar__plus_00_dot_15_bar__plus_02_dot_96 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_58_bar__plus_00_dot_15_bar__plus_02_dot_96 loc_bar_1_bar_7_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_58_bar__plus_00_dot_15_bar__plus_02_dot_96)
        (receptacleType Drawer_bar__minus_00_dot_58_bar__plus_00_dot_37_bar__plus_02_dot_96 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_58_bar__plus_00_dot_37_bar__plus_02_dot_96 loc_bar_1_bar_8_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_58_bar__plus_00_dot_37_bar__plus_02_dot_96)
        (receptacleType Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31 DresserType)
        (receptacleAtLocation Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType DeskLamp_bar__minus_02_dot_38_bar__plus_01_dot_26_bar__minus_02_dot_04 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_02_dot_38_bar__plus_01_dot_26_bar__minus_02_dot_04 Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31)
        (objectAtLocation DeskLamp_bar__minus_02_dot_38_bar__plus_01_dot_26_bar__minus_02_dot_04 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (toggleable DeskLamp_bar__minus_02_dot_38_bar__plus_01_dot_26_bar__minus_02_dot_04)
        (objectType KeyChain_bar__minus_02_dot_37_bar__plus_00_dot_50_bar__minus_01_dot_65 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_37_bar__plus_00_dot_50_bar__minus_01_dot_65 Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31)
        (objectAtLocation KeyChain_bar__minus_02_dot_37_bar__plus_00_dot_50_bar__minus_01_dot_65 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_37_bar__plus_00_dot_50_bar__minus_01_dot_65)
        (objectType AlarmClock_bar__minus_01_dot_80_bar__plus_01_dot_36_bar__plus_02_dot_42 AlarmClockType)
        (inReceptacle AlarmClock_bar__minus_01_dot_80_bar__plus_01_dot_36_bar__plus_02_dot_42 Desk_bar__plus_01_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_12)
        (objectAtLocation AlarmClock_bar__minus_01_dot_80_bar__plus_01_dot_36_bar__plus_02_dot_42 loc_bar_4_bar_1_bar_1_bar_30)
        (pickupable AlarmClock_bar__minus_01_dot_80_bar__plus_01_dot_36_bar__plus_02_dot_42)
        (objectType AlarmClock_bar__plus_02_dot_32_bar__plus_00_dot_58_bar__minus_00_dot_26 AlarmClockType)
        (inReceptacle AlarmClock_bar__plus_02_dot_32_bar__plus_00_dot_58_bar__minus_00_dot_26 Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31)
        (objectAtLocation AlarmClock_bar__plus_02_dot_32_bar__plus_00_dot_58_bar__minus_00_dot_26 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable AlarmClock_bar__plus_02_dot_32_bar__plus_00_dot_58_bar__minus_00_dot_26)
        (objectType Book_bar__minus_02_dot_63_bar__plus_00_dot_18_bar__plus_01_dot_83 BookType)
        (inReceptacle Book_bar__minus_02_dot_63_bar__plus_00_dot_18_bar__plus_01_dot_83 Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31)
        (objectAtLocation Book_bar__minus_02_dot_63_bar__plus_00_dot_18_bar__plus_01_dot_83 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Book_bar__minus_02_dot_63_bar__plus_00_dot_18_bar__plus_01_dot_83)
        (objectType Book_bar__minus_02_dot_22_bar__plus_00_dot_17_bar__minus_01_dot_45 BookType)
        (inReceptacle Book_bar__minus_02_dot_22_bar__plus_00_dot_17_bar__minus_01_dot_45 Bed_bar__minus_00_dot_88_bar__plus_01_dot_65_bar__plus_02_dot_17)
        (objectAtLocation Book_bar__minus_02_dot_22_bar__plus_00_dot_17_bar__minus_01_dot_45 loc_bar_4_bar_9_bar_3_bar_0)
        (pickupable Book_bar__minus_02_dot_22_bar__plus_00_dot_17_bar__minus_01_dot_45)
        (objectType CD_bar__minus_01_dot_21_bar__plus_01_dot_10_bar__plus_00_dot_02 CDType)
        (inReceptacle CD_bar__minus_01_dot_21_bar__plus_01_dot_10_bar__plus_00_dot_02 Drawer_bar__minus_00_dot_58_bar__plus_00_dot_37_bar__plus_02_dot_96)
        (objectAtLocation CD_bar__minus_01_dot_21_bar__plus_01_dot_10_bar__plus_00_dot_02 loc_bar_1_bar_8_bar_0_bar_30)
        (pickupable CD_bar__minus_01_dot_21_bar__plus_01_dot_10_bar__plus_00_dot_02)
        (objectType CD_bar__minus_01_dot_73_bar__plus_00_dot_51_bar__plus_02_dot_64 CDType)
        (inReceptacle CD_bar__minus_01_dot_73_bar__plus_00_dot_51_bar__plus_02_dot_64 Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31)
        (objectAtLocation CD_bar__minus_01_dot_73_bar__plus_00_dot_51_bar__plus_02_dot_64 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable CD_bar__minus_01_dot_73_bar__plus_00_dot_51_bar__plus_02_dot_64)
        (objectType Laptop_bar__minus_00_dot_21_bar__plus_00_dot_03_bar__minus_00_dot_31 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_21_bar__plus_00_dot_03_bar__minus_00_dot_31 Desk_bar__plus_01_dot_81_bar__minus_00_dot_01_bar__minus_00_dot_12)
        (objectAtLocation Laptop_bar__minus_00_dot_21_bar__plus_00_dot_03_bar__minus_00_dot_31 loc_bar_4_bar_1_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_21_bar__plus_00_dot_03_bar__minus_00_dot_31)
        (objectType Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17 MugType)
        (inReceptacle Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17 Dresser_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__minus_01_dot_31)
        (objectAtLocation Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17)
        (cleanable Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17)
        (heatable Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17)
        (coolable Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17)
        (isReceptacleObject Mug_bar__plus_01_dot_17_bar__plus_00_dot_08_bar__plus_00_dot_17)
        (objectType Pen_bar__plus_00_dot_58_bar__plus_00_dot_61_bar__plus_01_dot_99 PenType)
        (inReceptacle Pen_bar__plus_00_dot_58_bar__plus_00_dot_61_bar__plus_01_dot_99 Drawer_bar__minus_00_dot_58_bar__plus_00_dot_37_bar__plus_02_dot_96)
        (objectAtLocation Pen_bar__plus_00_dot_58_bar__plus_00_dot_61_bar__plus_01_dot_99 loc_bar_1_bar_8_bar_0_bar_30)
        (pickupable Pen_bar__plus_00_dot_58_bar__plus_00_dot_61_bar__plus_01_dot_99)
        (objectType Pen_bar__minus_00_dot_68_bar__plus_00_dot_32_bar__minus_02_dot_72 PenType)
        (inReceptacle Pen_bar__minus_00_dot_68_bar__plus_00_dot_32_bar__minus_02_dot_72 Drawer_bar__plus_01_dot_65_bar__plus_00_dot_36_bar__minus_00_dot_36)
        (objectAtLocation Pen_bar__minus_00_dot_68_bar__plus_00_dot_32_bar__minus_02_dot_72 loc_bar_2_bar__minus_3_bar_1_bar_30)
        (pickupable Pen_bar__minus_00_dot_68_bar__plus_00_dot_32_bar__minus_02_dot_72)
        (objectType Pencil_bar__plus_02_dot_01_bar__plus_00_dot_66_bar__plus_00_dot_06 PencilType)
        (inReceptacle Pencil_bar__plus_02_dot_01_bar__plus_00_dot_66_bar__plus_00_dot_06 Drawer_bar__minus_00_dot_57_bar__plus_00_dot_57_bar__plus_02_dot_24)
        (objectAtLocation Pencil_bar__plus_02_dot_01_bar__plus_00_dot_66_bar__plus_00_dot_06 loc_bar_1_bar_5_bar_0_bar_30)
        (pickupable Pencil_bar__plus_02_dot_01_bar__plus_00_dot_66_bar__plus_00_dot_06)
        (objectType Pencil_bar__plus_00_dot_20_bar__plus_00_dot_13_bar__plus_01_dot_39 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_20_bar__plus_00_dot_13_bar__plus_01_dot_39 Drawer_bar__plus_01_dot_65_bar__plus_00_dot_57_bar__minus_00_dot_78)
        (objectAtLocation Pencil_bar__plus_00_dot_20_bar__plus_00_dot_13_bar__plus_01_dot_39 loc_bar_3_bar__minus_2_bar_1_bar_30)
        (pickupable Pencil_bar__plus_00_dot_20_bar__plus_00_dot_13_bar__plus_01_dot_39)
        (objectType Pillow_bar__minus_01_dot_09_bar__plus_00_dot_62_bar__plus_00_dot_66 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_09_bar__plus_00_dot_62_bar__plus_00_dot_66 Bed_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__minus_00_dot_92)
        (objectAtLocation Pillow_bar__minus_01_dot_09_bar__plus_00_dot_62_bar__plus_00_dot_66 loc_bar_1_bar__minus_3_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_09_bar__plus_00_dot_62_bar__plus_00_dot_66)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o KeyChainType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
