(define (problem plan_trial_T00000000_000001_000045)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BaseballBatType - otype
        ButterKnifeType - otype
        CDType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        PenType - otype
        DeskLamp_bar__plus_00_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_80 - object
        Pen_bar__minus_00_dot_08_bar__plus_01_dot_04_bar__plus_01_dot_57 - object
        Pen_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__plus_02_dot_81 - object
        Pen_bar__plus_01_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_80 - object
        BaseballBat_bar__minus_02_dot_86_bar__plus_00_dot_11_bar__minus_02_dot_11 - object
        BaseballBat_bar__minus_02_dot_56_bar__plus_00_dot_87_bar__plus_01_dot_59 - object
        CD_bar__minus_00_dot_75_bar__plus_01_dot_49_bar__plus_00_dot_94 - object
        CD_bar__minus_00_dot_32_bar__plus_00_dot_66_bar__minus_00_dot_62 - object
        CreditCard_bar__plus_00_dot_79_bar__plus_00_dot_06_bar__plus_02_dot_88 - object
        CreditCard_bar__minus_01_dot_83_bar__plus_00_dot_28_bar__plus_02_dot_55 - object
        KeyChain_bar__minus_00_dot_99_bar__plus_00_dot_61_bar__minus_01_dot_03 - object
        Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 - receptacle
        GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 - receptacle
        Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_1_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_8_bar_3_bar_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_12_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar__minus_12_bar_1_bar_30)
        (receptacleType Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (receptacleType GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 loc_bar_1_bar_0_bar_3_bar_30)
        (receptacleType Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 SafeType)
        (receptacleAtLocation Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (openable Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_4_bar_5_bar_2_bar__minus_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (canContain BedType BaseballBatType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain SafeType CDType)
        (canContain SafeType CreditCardType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType CDType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_00_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_80 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_00_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_80 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation DeskLamp_bar__plus_00_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_80 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_00_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_80)
        (objectType Pen_bar__minus_00_dot_08_bar__plus_01_dot_04_bar__plus_01_dot_57 PenType)
        (inReceptacle Pen_bar__minus_00_dot_08_bar__plus_01_dot_04_bar__plus_01_dot_57 Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation Pen_bar__minus_00_dot_08_bar__plus_01_dot_04_bar__plus_01_dot_57 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (pickupable Pen_bar__minus_00_dot_08_bar__plus_01_dot_04_bar__plus_01_dot_57)
        (objectType Pen_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__plus_02_dot_81 PenType)
        (inReceptacle Pen_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__plus_02_dot_81 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation Pen_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__plus_02_dot_81 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (pickupable Pen_bar__minus_01_dot_84_bar__plus_00_dot_05_bar__plus_02_dot_81)
        (objectType Pen_bar__plus_01_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_80 PenType)
        (inReceptacle Pen_bar__plus_01_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_80 GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34)
        (objectAtLocation Pen_bar__plus_01_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_80 loc_bar_1_bar_0_bar_3_bar_30)
        (pickupable Pen_bar__plus_01_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_80)
        (objectType BaseballBat_bar__minus_02_dot_86_bar__plus_00_dot_11_bar__minus_02_dot_11 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_02_dot_86_bar__plus_00_dot_11_bar__minus_02_dot_11 Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67)
        (objectAtLocation BaseballBat_bar__minus_02_dot_86_bar__plus_00_dot_11_bar__minus_02_dot_11 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable BaseballBat_bar__minus_02_dot_86_bar__plus_00_dot_11_bar__minus_02_dot_11)
        (objectType BaseballBat_bar__minus_02_dot_56_bar__plus_00_dot_87_bar__plus_01_dot_59 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_02_dot_56_bar__plus_00_dot_87_bar__plus_01_dot_59 Bed_bar__plus_01_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_67)
        (objectAtLocation BaseballBat_bar__minus_02_dot_56_bar__plus_00_dot_87_bar__plus_01_dot_59 loc_bar__minus_1_bar_6_bar_1_bar_30)
        (pickupable BaseballBat_bar__minus_02_dot_56_bar__plus_00_dot_87_bar__plus_01_dot_59)
        (objectType CD_bar__minus_00_dot_75_bar__plus_01_dot_49_bar__plus_00_dot_94 CDType)
        (inReceptacle CD_bar__minus_00_dot_75_bar__plus_01_dot_49_bar__plus_00_dot_94 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation CD_bar__minus_00_dot_75_bar__plus_01_dot_49_bar__plus_00_dot_94 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (pickupable CD_bar__minus_00_dot_75_bar__plus_01_dot_49_bar__plus_00_dot_94)
        (objectType CD_bar__minus_00_dot_32_bar__plus_00_dot_66_bar__minus_00_dot_62 CDType)
        (inReceptacle CD_bar__minus_00_dot_32_bar__plus_00_dot_66_bar__minus_00_dot_62 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation CD_bar__minus_00_dot_32_bar__plus_00_dot_66_bar__minus_00_dot_62 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable CD_bar__minus_00_dot_32_bar__plus_00_dot_66_bar__minus_00_dot_62)
        (objectType CreditCard_bar__plus_00_dot_79_bar__plus_00_dot_06_bar__plus_02_dot_88 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_79_bar__plus_00_dot_06_bar__plus_02_dot_88 Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58)
        (objectAtLocation CreditCard_bar__plus_00_dot_79_bar__plus_00_dot_06_bar__plus_02_dot_88 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_79_bar__plus_00_dot_06_bar__plus_02_dot_88)
        (objectType CreditCard_bar__minus_01_dot_83_bar__plus_00_dot_28_bar__plus_02_dot_55 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_83_bar__plus_00_dot_28_bar__plus_02_dot_55 Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (objectAtLocation CreditCard_bar__minus_01_dot_83_bar__plus_00_dot_28_bar__plus_02_dot_55 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_83_bar__plus_00_dot_28_bar__plus_02_dot_55)
        (objectType KeyChain_bar__minus_00_dot_99_bar__plus_00_dot_61_bar__minus_01_dot_03 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_99_bar__plus_00_dot_61_bar__minus_01_dot_03 Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41)
        (objectAtLocation KeyChain_bar__minus_00_dot_99_bar__plus_00_dot_61_bar__minus_01_dot_03 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (pickupable KeyChain_bar__minus_00_dot_99_bar__plus_00_dot_61_bar__minus_01_dot_03)
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
                         (objectType ?o PenType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
