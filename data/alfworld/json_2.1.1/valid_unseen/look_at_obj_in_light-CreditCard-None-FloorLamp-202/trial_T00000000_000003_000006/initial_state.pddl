(define (problem plan_trial_T00000000_000003_000006)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BookType - otype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        FloorLamp_bar__plus_00_dot_20_bar__plus_00_dot_34_bar__minus_01_dot_40 - object
        CreditCard_bar__plus_02_dot_42_bar__plus_00_dot_51_bar__plus_02_dot_67 - object
        CreditCard_bar__minus_00_dot_35_bar__plus_00_dot_93_bar__plus_01_dot_71 - object
        CreditCard_bar__minus_00_dot_23_bar__plus_00_dot_59_bar__minus_01_dot_84 - object
        Book_bar__minus_01_dot_64_bar__plus_01_dot_18_bar__plus_00_dot_34 - object
        Book_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_67 - object
        Box_bar__plus_02_dot_50_bar__plus_01_dot_08_bar__minus_02_dot_28 - object
        Laptop_bar__plus_01_dot_79_bar__plus_00_dot_87_bar__plus_00_dot_21 - object
        Pillow_bar__minus_01_dot_07_bar__plus_00_dot_49_bar__plus_02_dot_20 - object
        RemoteControl_bar__plus_01_dot_77_bar__plus_00_dot_27_bar__minus_02_dot_18 - object
        RemoteControl_bar__minus_01_dot_03_bar__plus_01_dot_32_bar__plus_02_dot_29 - object
        Statue_bar__plus_00_dot_54_bar__plus_00_dot_63_bar__minus_02_dot_83 - object
        Watch_bar__plus_00_dot_87_bar__plus_01_dot_11_bar__minus_00_dot_96 - object
        ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37 - receptacle
        CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36 - receptacle
        GarbageCan_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__plus_04_dot_10 - receptacle
        SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34 - receptacle
        Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45 - receptacle
        TVStand_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_03_dot_87 - receptacle
        loc_bar_2_bar_15_bar_3_bar_30 - location
        loc_bar_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_11_bar__minus_7_bar_2_bar_30 - location
        loc_bar__minus_12_bar_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_7_bar_2_bar_30 - location
        loc_bar__minus_6_bar_12_bar_0_bar_30 - location
        loc_bar__minus_6_bar_5_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar__minus_7_bar_2_bar_30)
        (receptacleType ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__plus_04_dot_10 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_38_bar__plus_00_dot_00_bar__plus_04_dot_10 loc_bar_2_bar_15_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34 loc_bar_3_bar_6_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (receptacleType TVStand_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_03_dot_87 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_03_dot_87 loc_bar__minus_6_bar_12_bar_0_bar_30)
        (canContain ArmChairType BookType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain SideTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BookType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__plus_00_dot_20_bar__plus_00_dot_34_bar__minus_01_dot_40 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_00_dot_20_bar__plus_00_dot_34_bar__minus_01_dot_40 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation FloorLamp_bar__plus_00_dot_20_bar__plus_00_dot_34_bar__minus_01_dot_40 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (toggleable FloorLamp_bar__plus_00_dot_20_bar__plus_00_dot_34_bar__minus_01_dot_40)
        (objectType CreditCard_bar__plus_02_dot_42_bar__plus_00_dot_51_bar__plus_02_dot_67 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_42_bar__plus_00_dot_51_bar__plus_02_dot_67 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation CreditCard_bar__plus_02_dot_42_bar__plus_00_dot_51_bar__plus_02_dot_67 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_42_bar__plus_00_dot_51_bar__plus_02_dot_67)
        (objectType CreditCard_bar__minus_00_dot_35_bar__plus_00_dot_93_bar__plus_01_dot_71 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_35_bar__plus_00_dot_93_bar__plus_01_dot_71 Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45)
        (objectAtLocation CreditCard_bar__minus_00_dot_35_bar__plus_00_dot_93_bar__plus_01_dot_71 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_35_bar__plus_00_dot_93_bar__plus_01_dot_71)
        (objectType CreditCard_bar__minus_00_dot_23_bar__plus_00_dot_59_bar__minus_01_dot_84 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_23_bar__plus_00_dot_59_bar__minus_01_dot_84 Sofa_bar__minus_01_dot_16_bar__plus_00_dot_00_bar__plus_00_dot_45)
        (objectAtLocation CreditCard_bar__minus_00_dot_23_bar__plus_00_dot_59_bar__minus_01_dot_84 loc_bar__minus_5_bar_7_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_23_bar__plus_00_dot_59_bar__minus_01_dot_84)
        (objectType Book_bar__minus_01_dot_64_bar__plus_01_dot_18_bar__plus_00_dot_34 BookType)
        (inReceptacle Book_bar__minus_01_dot_64_bar__plus_01_dot_18_bar__plus_00_dot_34 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Book_bar__minus_01_dot_64_bar__plus_01_dot_18_bar__plus_00_dot_34 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Book_bar__minus_01_dot_64_bar__plus_01_dot_18_bar__plus_00_dot_34)
        (objectType Book_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_67 BookType)
        (inReceptacle Book_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_67 CoffeeTable_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_02_dot_36)
        (objectAtLocation Book_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_67 loc_bar__minus_6_bar_5_bar_0_bar_30)
        (pickupable Book_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_67)
        (objectType Box_bar__plus_02_dot_50_bar__plus_01_dot_08_bar__minus_02_dot_28 BoxType)
        (inReceptacle Box_bar__plus_02_dot_50_bar__plus_01_dot_08_bar__minus_02_dot_28 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Box_bar__plus_02_dot_50_bar__plus_01_dot_08_bar__minus_02_dot_28 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Box_bar__plus_02_dot_50_bar__plus_01_dot_08_bar__minus_02_dot_28)
        (isReceptacleObject Box_bar__plus_02_dot_50_bar__plus_01_dot_08_bar__minus_02_dot_28)
        (objectType Laptop_bar__plus_01_dot_79_bar__plus_00_dot_87_bar__plus_00_dot_21 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_79_bar__plus_00_dot_87_bar__plus_00_dot_21 ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37)
        (objectAtLocation Laptop_bar__plus_01_dot_79_bar__plus_00_dot_87_bar__plus_00_dot_21 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (pickupable Laptop_bar__plus_01_dot_79_bar__plus_00_dot_87_bar__plus_00_dot_21)
        (objectType Pillow_bar__minus_01_dot_07_bar__plus_00_dot_49_bar__plus_02_dot_20 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_07_bar__plus_00_dot_49_bar__plus_02_dot_20 ArmChair_bar__minus_03_dot_08_bar__plus_00_dot_47_bar__plus_00_dot_37)
        (objectAtLocation Pillow_bar__minus_01_dot_07_bar__plus_00_dot_49_bar__plus_02_dot_20 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (pickupable Pillow_bar__minus_01_dot_07_bar__plus_00_dot_49_bar__plus_02_dot_20)
        (objectType RemoteControl_bar__plus_01_dot_77_bar__plus_00_dot_27_bar__minus_02_dot_18 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_77_bar__plus_00_dot_27_bar__minus_02_dot_18 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation RemoteControl_bar__plus_01_dot_77_bar__plus_00_dot_27_bar__minus_02_dot_18 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_77_bar__plus_00_dot_27_bar__minus_02_dot_18)
        (objectType RemoteControl_bar__minus_01_dot_03_bar__plus_01_dot_32_bar__plus_02_dot_29 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_03_bar__plus_01_dot_32_bar__plus_02_dot_29 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation RemoteControl_bar__minus_01_dot_03_bar__plus_01_dot_32_bar__plus_02_dot_29 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_03_bar__plus_01_dot_32_bar__plus_02_dot_29)
        (objectType Statue_bar__plus_00_dot_54_bar__plus_00_dot_63_bar__minus_02_dot_83 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_54_bar__plus_00_dot_63_bar__minus_02_dot_83 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Statue_bar__plus_00_dot_54_bar__plus_00_dot_63_bar__minus_02_dot_83 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Statue_bar__plus_00_dot_54_bar__plus_00_dot_63_bar__minus_02_dot_83)
        (objectType Watch_bar__plus_00_dot_87_bar__plus_01_dot_11_bar__minus_00_dot_96 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_87_bar__plus_01_dot_11_bar__minus_00_dot_96 SideTable_bar__plus_00_dot_63_bar__plus_00_dot_00_bar__plus_00_dot_34)
        (objectAtLocation Watch_bar__plus_00_dot_87_bar__plus_01_dot_11_bar__minus_00_dot_96 loc_bar_3_bar_6_bar_2_bar_30)
        (pickupable Watch_bar__plus_00_dot_87_bar__plus_01_dot_11_bar__minus_00_dot_96)
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
                         (objectType ?o CreditCardType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
