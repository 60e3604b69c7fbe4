(define (problem plan_trial_T00000000_000001_000233)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        BedType - rtype
        CabinetType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CellPhoneType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        MugType - otype
        PenType - otype
        PillowType - otype
        Pillow_bar__minus_01_dot_36_bar__plus_00_dot_05_bar__plus_01_dot_47 - object
        Pillow_bar__minus_02_dot_52_bar__plus_00_dot_21_bar__plus_00_dot_52 - object
        CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_12_bar__plus_01_dot_75 - object
        CellPhone_bar__minus_02_dot_31_bar__plus_01_dot_29_bar__minus_01_dot_08 - object
        KeyChain_bar__minus_02_dot_84_bar__plus_00_dot_68_bar__minus_00_dot_30 - object
        KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_02_dot_98 - object
        Laptop_bar__minus_02_dot_71_bar__plus_01_dot_23_bar__plus_02_dot_48 - object
        Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35 - object
        Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09 - object
        Pen_bar__plus_01_dot_26_bar__plus_00_dot_18_bar__minus_01_dot_91 - object
        ArmChair_bar__plus_02_dot_58_bar__minus_00_dot_01_bar__minus_00_dot_82 - receptacle
        Bed_bar__minus_00_dot_75_bar__plus_00_dot_03_bar__plus_00_dot_11 - receptacle
        Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_00 - receptacle
        Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_01 - receptacle
        Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_02_dot_03 - receptacle
        Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__minus_00_dot_02 - receptacle
        Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_23 - receptacle
        Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_75 - receptacle
        Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_27 - receptacle
        Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_78 - receptacle
        Dresser_bar__plus_02_dot_82_bar__plus_00_dot_00_bar__plus_01_dot_01 - receptacle
        SideTable_bar__minus_01_dot_60_bar__minus_00_dot_01_bar__plus_01_dot_48 - receptacle
        SideTable_bar__minus_01_dot_60_bar__minus_00_dot_01_bar__minus_01_dot_25 - receptacle
        loc_bar_4_bar_0_bar_3_bar_30 - location
        loc_bar_6_bar_3_bar_1_bar_30 - location
        loc_bar_6_bar__minus_1_bar_1_bar_30 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar_7_bar_6_bar_1_bar_30 - location
        loc_bar_7_bar__minus_3_bar_0_bar_30 - location
        loc_bar_7_bar__minus_3_bar_1_bar_30 - location
        loc_bar_8_bar_1_bar_1_bar_30 - location
        loc_bar_8_bar_3_bar_1_bar_30 - location
        loc_bar_8_bar_5_bar_1_bar_30 - location
        loc_bar_8_bar_7_bar_1_bar_30 - location
        loc_bar_9_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_6_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar__minus_3_bar_0_bar_30)
        (receptacleType ArmChair_bar__plus_02_dot_58_bar__minus_00_dot_01_bar__minus_00_dot_82 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_02_dot_58_bar__minus_00_dot_01_bar__minus_00_dot_82 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (receptacleType Bed_bar__minus_00_dot_75_bar__plus_00_dot_03_bar__plus_00_dot_11 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_75_bar__plus_00_dot_03_bar__plus_00_dot_11 loc_bar_4_bar_0_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_00 loc_bar_7_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_00)
        (receptacleType Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_01 loc_bar_6_bar_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_01)
        (receptacleType Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_02_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_02_dot_03 loc_bar_7_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_02_dot_03)
        (receptacleType Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__minus_00_dot_02 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__minus_00_dot_02 loc_bar_6_bar__minus_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__minus_00_dot_02)
        (receptacleType Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_23 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_23 loc_bar_8_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_23)
        (receptacleType Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_75 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_75 loc_bar_8_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_75)
        (receptacleType Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_27 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_27 loc_bar_8_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_27)
        (receptacleType Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_78 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_78 loc_bar_8_bar_7_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_01_dot_78)
        (receptacleType Dresser_bar__plus_02_dot_82_bar__plus_00_dot_00_bar__plus_01_dot_01 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_82_bar__plus_00_dot_00_bar__plus_01_dot_01 loc_bar_9_bar_1_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_01_dot_60_bar__minus_00_dot_01_bar__plus_01_dot_48 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_60_bar__minus_00_dot_01_bar__plus_01_dot_48 loc_bar__minus_2_bar_6_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_01_dot_60_bar__minus_00_dot_01_bar__minus_01_dot_25 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_01_dot_60_bar__minus_00_dot_01_bar__minus_01_dot_25 loc_bar__minus_2_bar__minus_5_bar_3_bar_30)
        (canContain ArmChairType CellPhoneType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain CabinetType MugType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType KeyChainType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType PenType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType MugType)
        (canContain SideTableType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType Pillow_bar__minus_01_dot_36_bar__plus_00_dot_05_bar__plus_01_dot_47 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_36_bar__plus_00_dot_05_bar__plus_01_dot_47 Bed_bar__minus_00_dot_75_bar__plus_00_dot_03_bar__plus_00_dot_11)
        (objectAtLocation Pillow_bar__minus_01_dot_36_bar__plus_00_dot_05_bar__plus_01_dot_47 loc_bar_4_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_36_bar__plus_00_dot_05_bar__plus_01_dot_47)
        (objectType Pillow_bar__minus_02_dot_52_bar__plus_00_dot_21_bar__plus_00_dot_52 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_52_bar__plus_00_dot_21_bar__plus_00_dot_52 Bed_bar__minus_00_dot_75_bar__plus_00_dot_03_bar__plus_00_dot_11)
        (objectAtLocation Pillow_bar__minus_02_dot_52_bar__plus_00_dot_21_bar__plus_00_dot_52 loc_bar_4_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_52_bar__plus_00_dot_21_bar__plus_00_dot_52)
        (objectType CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_12_bar__plus_01_dot_75 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_12_bar__plus_01_dot_75 Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_75)
        (objectAtLocation CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_12_bar__plus_01_dot_75 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_12_bar__plus_01_dot_75)
        (objectType CellPhone_bar__minus_02_dot_31_bar__plus_01_dot_29_bar__minus_01_dot_08 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_31_bar__plus_01_dot_29_bar__minus_01_dot_08 Bed_bar__minus_00_dot_75_bar__plus_00_dot_03_bar__plus_00_dot_11)
        (objectAtLocation CellPhone_bar__minus_02_dot_31_bar__plus_01_dot_29_bar__minus_01_dot_08 loc_bar_4_bar_0_bar_3_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_31_bar__plus_01_dot_29_bar__minus_01_dot_08)
        (objectType KeyChain_bar__minus_02_dot_84_bar__plus_00_dot_68_bar__minus_00_dot_30 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_84_bar__plus_00_dot_68_bar__minus_00_dot_30 Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_75)
        (objectAtLocation KeyChain_bar__minus_02_dot_84_bar__plus_00_dot_68_bar__minus_00_dot_30 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_84_bar__plus_00_dot_68_bar__minus_00_dot_30)
        (objectType KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_02_dot_98 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_02_dot_98 Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_23)
        (objectAtLocation KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_02_dot_98 loc_bar_8_bar_1_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_22_bar__plus_00_dot_05_bar__minus_02_dot_98)
        (objectType Laptop_bar__minus_02_dot_71_bar__plus_01_dot_23_bar__plus_02_dot_48 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_71_bar__plus_01_dot_23_bar__plus_02_dot_48 ArmChair_bar__plus_02_dot_58_bar__minus_00_dot_01_bar__minus_00_dot_82)
        (objectAtLocation Laptop_bar__minus_02_dot_71_bar__plus_01_dot_23_bar__plus_02_dot_48 loc_bar_7_bar__minus_3_bar_1_bar_30)
        (pickupable Laptop_bar__minus_02_dot_71_bar__plus_01_dot_23_bar__plus_02_dot_48)
        (objectType Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35 MugType)
        (inReceptacle Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35 Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_00)
        (objectAtLocation Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35 loc_bar_7_bar_2_bar_1_bar_30)
        (pickupable Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35)
        (cleanable Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35)
        (heatable Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35)
        (coolable Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35)
        (isReceptacleObject Mug_bar__minus_01_dot_97_bar__plus_00_dot_65_bar__plus_00_dot_35)
        (objectType Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09 MugType)
        (inReceptacle Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09 Cabinet_bar__plus_02_dot_48_bar__plus_00_dot_50_bar__plus_01_dot_00)
        (objectAtLocation Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09 loc_bar_7_bar_2_bar_1_bar_30)
        (pickupable Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09)
        (cleanable Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09)
        (heatable Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09)
        (coolable Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09)
        (isReceptacleObject Mug_bar__minus_02_dot_18_bar__plus_01_dot_45_bar__plus_00_dot_09)
        (objectType Pen_bar__plus_01_dot_26_bar__plus_00_dot_18_bar__minus_01_dot_91 PenType)
        (inReceptacle Pen_bar__plus_01_dot_26_bar__plus_00_dot_18_bar__minus_01_dot_91 Drawer_bar__plus_02_dot_57_bar__plus_00_dot_90_bar__plus_00_dot_75)
        (objectAtLocation Pen_bar__plus_01_dot_26_bar__plus_00_dot_18_bar__minus_01_dot_91 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Pen_bar__plus_01_dot_26_bar__plus_00_dot_18_bar__minus_01_dot_91)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PillowType)
                                    (receptacleType ?r ArmChairType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PillowType)
                                            (receptacleType ?r ArmChairType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
