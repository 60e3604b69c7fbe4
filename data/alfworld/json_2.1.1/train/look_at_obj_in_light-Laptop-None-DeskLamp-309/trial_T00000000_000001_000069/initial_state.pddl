(define (problem plan_trial_T00000000_000001_000069)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        BedType - rtype
        CabinetType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CDType - otype
        CreditCardType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PillowType - otype
        DeskLamp_bar__plus_02_dot_58_bar__plus_00_dot_03_bar__plus_02_dot_26 - object
        Laptop_bar__minus_02_dot_74_bar__plus_00_dot_04_bar__plus_02_dot_80 - object
        CD_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_55 - object
        CD_bar__minus_02_dot_05_bar__plus_01_dot_25_bar__plus_02_dot_70 - object
        CreditCard_bar__minus_00_dot_40_bar__plus_00_dot_73_bar__minus_01_dot_15 - object
        KeyChain_bar__minus_00_dot_49_bar__plus_00_dot_85_bar__plus_02_dot_13 - object
        KeyChain_bar__minus_01_dot_92_bar__plus_01_dot_35_bar__minus_02_dot_55 - object
        Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90 - object
        Pen_bar__plus_00_dot_74_bar__plus_00_dot_71_bar__plus_00_dot_92 - object
        Pillow_bar__minus_00_dot_32_bar__plus_00_dot_84_bar__plus_00_dot_95 - object
        ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 - receptacle
        ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 - receptacle
        Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 - receptacle
        Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 - receptacle
        Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 - receptacle
        SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 - receptacle
        loc_bar_11_bar__minus_9_bar_0_bar_30 - location
        loc_bar_6_bar_13_bar_2_bar_30 - location
        loc_bar__minus_11_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar_10_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_9_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (receptacleType Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 BedType)
        (receptacleAtLocation Bed_bar__plus_00_dot_99_bar__plus_00_dot_03_bar__plus_00_dot_67 loc_bar__minus_2_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64 loc_bar__minus_11_bar__minus_8_bar_2_bar_30)
        (openable Cabinet_bar__minus_03_dot_00_bar__plus_01_dot_50_bar__minus_02_dot_64)
        (receptacleType Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85)
        (receptacleType Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85 loc_bar__minus_7_bar__minus_9_bar_1_bar_30)
        (openable Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (receptacleType SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38 loc_bar_6_bar_13_bar_2_bar_30)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain CabinetType CDType)
        (canContain CabinetType MugType)
        (canContain DeskType CDType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CDType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType DeskLamp_bar__plus_02_dot_58_bar__plus_00_dot_03_bar__plus_02_dot_26 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_58_bar__plus_00_dot_03_bar__plus_02_dot_26 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation DeskLamp_bar__plus_02_dot_58_bar__plus_00_dot_03_bar__plus_02_dot_26 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_58_bar__plus_00_dot_03_bar__plus_02_dot_26)
        (objectType Laptop_bar__minus_02_dot_74_bar__plus_00_dot_04_bar__plus_02_dot_80 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_74_bar__plus_00_dot_04_bar__plus_02_dot_80 SideTable_bar__plus_01_dot_78_bar__plus_00_dot_02_bar__plus_02_dot_38)
        (objectAtLocation Laptop_bar__minus_02_dot_74_bar__plus_00_dot_04_bar__plus_02_dot_80 loc_bar_6_bar_13_bar_2_bar_30)
        (pickupable Laptop_bar__minus_02_dot_74_bar__plus_00_dot_04_bar__plus_02_dot_80)
        (objectType CD_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_55 CDType)
        (inReceptacle CD_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_55 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_29_bar__minus_02_dot_85)
        (objectAtLocation CD_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_55 loc_bar__minus_6_bar__minus_9_bar_1_bar_30)
        (pickupable CD_bar__minus_02_dot_92_bar__plus_00_dot_14_bar__plus_01_dot_55)
        (objectType CD_bar__minus_02_dot_05_bar__plus_01_dot_25_bar__plus_02_dot_70 CDType)
        (inReceptacle CD_bar__minus_02_dot_05_bar__plus_01_dot_25_bar__plus_02_dot_70 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation CD_bar__minus_02_dot_05_bar__plus_01_dot_25_bar__plus_02_dot_70 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable CD_bar__minus_02_dot_05_bar__plus_01_dot_25_bar__plus_02_dot_70)
        (objectType CreditCard_bar__minus_00_dot_40_bar__plus_00_dot_73_bar__minus_01_dot_15 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_40_bar__plus_00_dot_73_bar__minus_01_dot_15 ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61)
        (objectAtLocation CreditCard_bar__minus_00_dot_40_bar__plus_00_dot_73_bar__minus_01_dot_15 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_40_bar__plus_00_dot_73_bar__minus_01_dot_15)
        (objectType KeyChain_bar__minus_00_dot_49_bar__plus_00_dot_85_bar__plus_02_dot_13 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_49_bar__plus_00_dot_85_bar__plus_02_dot_13 ArmChair_bar__minus_00_dot_94_bar__plus_00_dot_00_bar__plus_03_dot_61)
        (objectAtLocation KeyChain_bar__minus_00_dot_49_bar__plus_00_dot_85_bar__plus_02_dot_13 loc_bar__minus_3_bar_10_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_49_bar__plus_00_dot_85_bar__plus_02_dot_13)
        (objectType KeyChain_bar__minus_01_dot_92_bar__plus_01_dot_35_bar__minus_02_dot_55 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_92_bar__plus_01_dot_35_bar__minus_02_dot_55 Drawer_bar__minus_01_dot_16_bar__plus_00_dot_79_bar__minus_02_dot_85)
        (objectAtLocation KeyChain_bar__minus_01_dot_92_bar__plus_01_dot_35_bar__minus_02_dot_55 loc_bar__minus_7_bar__minus_9_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_92_bar__plus_01_dot_35_bar__minus_02_dot_55)
        (objectType Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90 MugType)
        (inReceptacle Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90)
        (cleanable Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90)
        (heatable Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90)
        (coolable Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90)
        (isReceptacleObject Mug_bar__plus_00_dot_63_bar__plus_01_dot_23_bar__plus_01_dot_90)
        (objectType Pen_bar__plus_00_dot_74_bar__plus_00_dot_71_bar__plus_00_dot_92 PenType)
        (inReceptacle Pen_bar__plus_00_dot_74_bar__plus_00_dot_71_bar__plus_00_dot_92 Desk_bar__minus_01_dot_27_bar__plus_01_dot_17_bar__minus_02_dot_99)
        (objectAtLocation Pen_bar__plus_00_dot_74_bar__plus_00_dot_71_bar__plus_00_dot_92 loc_bar__minus_4_bar__minus_9_bar_2_bar_30)
        (pickupable Pen_bar__plus_00_dot_74_bar__plus_00_dot_71_bar__plus_00_dot_92)
        (objectType Pillow_bar__minus_00_dot_32_bar__plus_00_dot_84_bar__plus_00_dot_95 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_32_bar__plus_00_dot_84_bar__plus_00_dot_95 ArmChair_bar__minus_02_dot_17_bar__plus_00_dot_00_bar__plus_03_dot_63)
        (objectAtLocation Pillow_bar__minus_00_dot_32_bar__plus_00_dot_84_bar__plus_00_dot_95 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (pickupable Pillow_bar__minus_00_dot_32_bar__plus_00_dot_84_bar__plus_00_dot_95)
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
                         (objectType ?o LaptopType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
