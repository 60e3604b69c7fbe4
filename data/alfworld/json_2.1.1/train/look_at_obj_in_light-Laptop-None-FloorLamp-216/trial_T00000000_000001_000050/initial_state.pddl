(define (problem plan_trial_T00000000_000001_000050)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        TissueBoxType - otype
        FloorLamp_bar__minus_01_dot_14_bar__plus_00_dot_11_bar__plus_02_dot_38 - object
        Laptop_bar__plus_01_dot_12_bar__plus_00_dot_74_bar__minus_02_dot_24 - object
        Laptop_bar__minus_01_dot_31_bar__plus_01_dot_03_bar__minus_01_dot_96 - object
        Laptop_bar__plus_00_dot_89_bar__plus_00_dot_89_bar__plus_02_dot_62 - object
        CreditCard_bar__minus_02_dot_11_bar__plus_00_dot_80_bar__minus_01_dot_07 - object
        CreditCard_bar__minus_02_dot_87_bar__plus_00_dot_22_bar__plus_02_dot_44 - object
        Newspaper_bar__plus_01_dot_57_bar__plus_01_dot_27_bar__plus_00_dot_82 - object
        Newspaper_bar__plus_01_dot_42_bar__plus_00_dot_84_bar__minus_01_dot_88 - object
        Pillow_bar__plus_02_dot_93_bar__plus_00_dot_42_bar__minus_02_dot_36 - object
        TissueBox_bar__minus_01_dot_32_bar__plus_00_dot_49_bar__minus_00_dot_84 - object
        ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 - receptacle
        Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 - receptacle
        Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 - receptacle
        Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 - receptacle
        SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 - receptacle
        SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 - receptacle
        SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 - receptacle
        Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_4_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_16_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar__minus_6_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07 loc_bar_4_bar_0_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_12_bar__plus_00_dot_52_bar__plus_01_dot_07)
        (receptacleType Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_16_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (receptacleType SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12 loc_bar_4_bar_2_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (receptacleType Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType TissueBoxType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType TissueBoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType TissueBoxType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__minus_01_dot_14_bar__plus_00_dot_11_bar__plus_02_dot_38 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_01_dot_14_bar__plus_00_dot_11_bar__plus_02_dot_38 DiningTable_bar__minus_03_dot_94_bar__plus_00_dot_00_bar__plus_00_dot_26)
        (objectAtLocation FloorLamp_bar__minus_01_dot_14_bar__plus_00_dot_11_bar__plus_02_dot_38 loc_bar__minus_16_bar__minus_3_bar_0_bar_30)
        (toggleable FloorLamp_bar__minus_01_dot_14_bar__plus_00_dot_11_bar__plus_02_dot_38)
        (objectType Laptop_bar__plus_01_dot_12_bar__plus_00_dot_74_bar__minus_02_dot_24 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_12_bar__plus_00_dot_74_bar__minus_02_dot_24 Sofa_bar__plus_00_dot_06_bar__plus_00_dot_00_bar__minus_01_dot_39)
        (objectAtLocation Laptop_bar__plus_01_dot_12_bar__plus_00_dot_74_bar__minus_02_dot_24 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Laptop_bar__plus_01_dot_12_bar__plus_00_dot_74_bar__minus_02_dot_24)
        (objectType Laptop_bar__minus_01_dot_31_bar__plus_01_dot_03_bar__minus_01_dot_96 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_31_bar__plus_01_dot_03_bar__minus_01_dot_96 SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation Laptop_bar__minus_01_dot_31_bar__plus_01_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Laptop_bar__minus_01_dot_31_bar__plus_01_dot_03_bar__minus_01_dot_96)
        (objectType Laptop_bar__plus_00_dot_89_bar__plus_00_dot_89_bar__plus_02_dot_62 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_89_bar__plus_00_dot_89_bar__plus_02_dot_62 SideTable_bar__plus_01_dot_58_bar_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation Laptop_bar__plus_00_dot_89_bar__plus_00_dot_89_bar__plus_02_dot_62 loc_bar_6_bar__minus_2_bar_2_bar_30)
        (pickupable Laptop_bar__plus_00_dot_89_bar__plus_00_dot_89_bar__plus_02_dot_62)
        (objectType CreditCard_bar__minus_02_dot_11_bar__plus_00_dot_80_bar__minus_01_dot_07 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_11_bar__plus_00_dot_80_bar__minus_01_dot_07 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation CreditCard_bar__minus_02_dot_11_bar__plus_00_dot_80_bar__minus_01_dot_07 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_11_bar__plus_00_dot_80_bar__minus_01_dot_07)
        (objectType CreditCard_bar__minus_02_dot_87_bar__plus_00_dot_22_bar__plus_02_dot_44 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_87_bar__plus_00_dot_22_bar__plus_02_dot_44 Drawer_bar__minus_01_dot_02_bar__plus_00_dot_73_bar__plus_01_dot_03)
        (objectAtLocation CreditCard_bar__minus_02_dot_87_bar__plus_00_dot_22_bar__plus_02_dot_44 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_87_bar__plus_00_dot_22_bar__plus_02_dot_44)
        (objectType Newspaper_bar__plus_01_dot_57_bar__plus_01_dot_27_bar__plus_00_dot_82 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_57_bar__plus_01_dot_27_bar__plus_00_dot_82 SideTable_bar__minus_00_dot_59_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation Newspaper_bar__plus_01_dot_57_bar__plus_01_dot_27_bar__plus_00_dot_82 loc_bar__minus_1_bar_2_bar_0_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_57_bar__plus_01_dot_27_bar__plus_00_dot_82)
        (objectType Newspaper_bar__plus_01_dot_42_bar__plus_00_dot_84_bar__minus_01_dot_88 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_42_bar__plus_00_dot_84_bar__minus_01_dot_88 Drawer_bar__plus_01_dot_58_bar__plus_00_dot_52_bar__minus_01_dot_46)
        (objectAtLocation Newspaper_bar__plus_01_dot_42_bar__plus_00_dot_84_bar__minus_01_dot_88 loc_bar_4_bar__minus_1_bar_2_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_42_bar__plus_00_dot_84_bar__minus_01_dot_88)
        (objectType Pillow_bar__plus_02_dot_93_bar__plus_00_dot_42_bar__minus_02_dot_36 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_93_bar__plus_00_dot_42_bar__minus_02_dot_36 ArmChair_bar__minus_01_dot_83_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Pillow_bar__plus_02_dot_93_bar__plus_00_dot_42_bar__minus_02_dot_36 loc_bar__minus_7_bar__minus_2_bar_2_bar_30)
        (pickupable Pillow_bar__plus_02_dot_93_bar__plus_00_dot_42_bar__minus_02_dot_36)
        (objectType TissueBox_bar__minus_01_dot_32_bar__plus_00_dot_49_bar__minus_00_dot_84 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_32_bar__plus_00_dot_49_bar__minus_00_dot_84 SideTable_bar__plus_01_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_12)
        (objectAtLocation TissueBox_bar__minus_01_dot_32_bar__plus_00_dot_49_bar__minus_00_dot_84 loc_bar_4_bar_2_bar_0_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_32_bar__plus_00_dot_49_bar__minus_00_dot_84)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
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
